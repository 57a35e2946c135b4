import type { Plugin } from 'vite'
import { LAZY_COPY, lazyCopy, type LazyCopyRule } from './lazyCopy.ts'
import { pureStaticFields } from './pureStaticFields.ts'

const nodeModule = (path: string) => new RegExp(`node_modules[\\\\/]${path.replace(/\//g, '[\\\\/]')}`)
const not = (pattern: RegExp) => (importer: string) => !pattern.test(importer)

/**
 * What Portico's first load (wagmi's config and injected connector, viem's client, the kit) takes
 * from modules whose other exports only its lazy chunks use. Each rule names the first-load
 * importers; every other importer gets the lazy copy.
 */
export const PORTICO_LAZY_COPIES: readonly LazyCopyRule[] = [
  {
    // WalletConnect's client uses much more of @noble's crypto than viem needs at start-up.
    name: 'walletconnect-crypto',
    module: nodeModule('@noble/'),
    copyFor: (importer) => nodeModule('@walletconnect/').test(importer) || importer.endsWith(LAZY_COPY),
  },
  {
    // The injected connector needs 3 of viem's 30 RPC error classes; request building needs all.
    name: 'viem-rpc-errors',
    module: /viem[\\/]_esm[\\/]errors[\\/]rpc\.js$/,
    copyFor: not(/viem[\\/]_esm[\\/]index\.js$/),
  },
  {
    // createConfig and the injected connector throw one wagmi config error; the actions, six more.
    name: 'wagmi-config-errors',
    module: /@wagmi[\\/]core[\\/]dist[\\/]esm[\\/]errors[\\/]config\.js$/,
    copyFor: not(/@wagmi[\\/]core[\\/]dist[\\/]esm[\\/](createConfig|connectors[\\/]injected)\.js$/),
  },
  {
    // keccak256 (address checksums) needs a few of @noble/hashes' helpers; the signers need the rest.
    name: 'noble-hash-utils',
    module: /@noble[\\/]hashes[\\/]esm[\\/](utils|crypto)\.js$/,
    copyFor: not(/@noble[\\/]hashes[\\/]esm[\\/](sha3|utils)\.js$/),
  },
  {
    // Hex and bytes encoding: the first load converts numbers; ABI code decodes everything.
    name: 'viem-encoding',
    module: /viem[\\/]_esm[\\/](utils[\\/]encoding[\\/]fromHex|utils[\\/]data[\\/]trim|errors[\\/](data|encoding))\.js$/,
    copyFor: not(/viem[\\/]_esm[\\/](index|utils[\\/]encoding[\\/](toHex|toBytes|fromHex)|utils[\\/]data[\\/]pad)\.js$/),
  },
]

/**
 * Portico's Vite plugin: keeps the wallet libraries' lazily used code out of a page's first load
 * (about 2 kB gzip with the EVM adapter). Add it next to your framework plugin.
 *
 * @example
 * // vite.config.ts
 * import { portico } from '@portico/vite'
 * export default defineConfig({ plugins: [react(), portico()] })
 */
export function portico(): Plugin[] {
  return [lazyCopy(PORTICO_LAZY_COPIES), pureStaticFields(/node_modules[\\/]viem[\\/]_esm[\\/](.*[\\/])?errors[\\/]\w+\.js(\?lazy-copy)?$/)]
}
