import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const ISOLATED = '?lazy-copy'

/**
 * WalletConnect's client uses more of the `@noble` crypto modules than viem does at start-up; as
 * they are shared modules, the bundler would put all of it in the first load. This gives the lazy
 * WalletConnect chunk its own copy of them, so the page pays for that code only when WalletConnect
 * is used (about 0.7 kB gzip of first load).
 */
function lazyWalletConnectCrypto(): Plugin {
  return {
    name: 'portico:lazy-walletconnect-crypto',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null
      const fromWalletConnect = /node_modules[\\/]@walletconnect[\\/]/.test(importer) || importer.endsWith(ISOLATED)
      if (!fromWalletConnect) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external || !/node_modules[\\/]@noble[\\/]/.test(resolved.id)) return null
      return { ...resolved, id: resolved.id.endsWith(ISOLATED) ? resolved.id : resolved.id + ISOLATED }
    },
  }
}

const sharedVendor =
  /node_modules[\\/]((react|react-dom|scheduler)[\\/]|viem[\\/]_esm[\\/](errors[\\/](base|request|utils|version)|utils[\\/](lru|stringify|promise[\\/]withTimeout))\.js)|packages[\\/]core[\\/]src[\\/]errors[\\/]base\.ts/

export default defineConfig({
  plugins: [react(), lazyWalletConnectCrypto()],
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: false },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser we support has modulepreload; the polyfill would add ~0.2 kB gzip to the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // One chunk for what the first load needs and the lazy chunks share: React, viem's base errors
        // and request helpers, and Portico's base error. Every lazy view imports them from there, so
        // the bundler never splits them into small extra files as views come and go (each costs gzip
        // bytes).
        codeSplitting: { groups: [{ name: 'shared', test: sharedVendor }] },
      },
    },
  },
})
