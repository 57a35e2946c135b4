import react from '@vitejs/plugin-react'
// An app imports `portico` from '@portico/vite'; inside this repository the config loader needs the
// source path, as the workspace packages ship TypeScript.
import { portico } from '../../packages/vite/src/index.ts'
import { defineConfig } from 'vite'

const sharedVendor =
  /node_modules[\\/]((react|react-dom|scheduler)[\\/]|viem[\\/]_esm[\\/](errors[\\/](base|request|utils|version)|utils[\\/](lru|stringify|promise[\\/]withTimeout))\.js)|packages[\\/]core[\\/]src[\\/](errors[\\/]base|network[\\/]unsupportedNetwork)\.ts/

export default defineConfig({
  plugins: [react(), portico()],
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
        // and request helpers, and Portico's base error and network placeholder. Every lazy chunk
        // imports them from there. Without the group, Rolldown splits such modules out of the entry
        // into small extra files that the first load must fetch anyway (rolldown/rolldown#10731).
        codeSplitting: { groups: [{ name: 'shared', test: sharedVendor }] },
      },
    },
  },
})
