import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const sharedVendor =
  /node_modules[\\/]((react|react-dom|scheduler)[\\/]|viem[\\/]_esm[\\/](errors[\\/](base|request|utils|version)|utils[\\/](lru|stringify|promise[\\/]withTimeout))\.js)/

export default defineConfig({
  plugins: [react()],
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
        // One vendor chunk for what the first load needs and the lazy chunks share: React, and viem's
        // base errors and request helpers. Every lazy view imports them from there, so the bundler
        // never splits them into small extra files as views come and go (each costs gzip bytes).
        codeSplitting: { groups: [{ name: 'vendor', test: sharedVendor }] },
      },
    },
  },
})
