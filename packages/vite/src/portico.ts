import type { Plugin } from 'vite'
import { LAZY_COPY, lazyCopy, type LazyCopyRule } from './lazyCopy.ts'
import { pureStaticFields } from './pureStaticFields.ts'

const nodeModule = (path: string) => new RegExp(`node_modules[\\\\/]${path.replace(/\//g, '[\\\\/]')}`)
const not = (pattern: RegExp) => (importer: string) => !pattern.test(importer)

/**
 * What Portico's first load (wagmi's config and injected connector, viem's client, the kit) takes
 * from modules whose other exports only its lazy chunks use. Each rule names the first-load
 * importers; every other importer gets the lazy copy.
 *
 * A copy costs the lazy side what the first load keeps of the module, so a rule earns its place
 * only when it takes much more out of the first load than that. (@noble/hashes' helpers did not:
 * 0.3 kB off the first load for 1.3 kB more on idle.)
 */
export const PORTICO_LAZY_COPIES: readonly LazyCopyRule[] = [
  {
    // WalletConnect's client uses much more of @noble's crypto than viem needs at start-up.
    name: 'walletconnect-crypto',
    module: nodeModule('@noble/'),
    source: /^@noble\/|^\.\.?\//,
    copyFor: (importer) => nodeModule('@walletconnect/').test(importer) || importer.endsWith(LAZY_COPY),
  },
  {
    // The injected connector needs 3 of viem's 30 RPC error classes; request building needs all.
    name: 'viem-rpc-errors',
    module: /viem[\\/]_esm[\\/]errors[\\/]rpc\.js$/,
    source: /\/rpc\.js$/,
    copyFor: not(/viem[\\/]_esm[\\/]index\.js$/),
  },
  {
    // createConfig and the injected connector throw one wagmi config error; the actions, six more.
    name: 'wagmi-config-errors',
    module: /@wagmi[\\/]core[\\/]dist[\\/]esm[\\/]errors[\\/]config\.js$/,
    source: /\/errors\/config\.js$/,
    copyFor: not(/@wagmi[\\/]core[\\/]dist[\\/]esm[\\/](createConfig|connectors[\\/]injected)\.js$/),
  },

  {
    // Hex and bytes encoding: the first load converts numbers; ABI code decodes everything.
    name: 'viem-encoding',
    module: /viem[\\/]_esm[\\/](utils[\\/]encoding[\\/]fromHex|utils[\\/]data[\\/]trim|errors[\\/](data|encoding))\.js$/,
    source: /\/(fromHex|trim|data|encoding)\.js$/,
    copyFor: not(/viem[\\/]_esm[\\/](index|utils[\\/]encoding[\\/](toHex|toBytes|fromHex)|utils[\\/]data[\\/]pad)\.js$/),
  },
]

/**
 * Portico's Vite plugin: keeps the wallet libraries' lazily used code out of a page's first load
 * (2.5 kB gzip on the demo). Add it next to your framework plugin.
 *
 * @example
 * // vite.config.ts
 * import { portico } from '@portico/vite'
 * export default defineConfig({ plugins: [react(), portico()] })
 */
export function portico(): Plugin[] {
  return [lazyCopy(PORTICO_LAZY_COPIES), pureStaticFields(/node_modules[\\/]viem[\\/]_esm[\\/](.*[\\/])?errors[\\/]\w+\.js(\?lazy-copy)?$/)]
}
