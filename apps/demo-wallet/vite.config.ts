import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5174), strictPort: false },
  preview: { host: '127.0.0.1' },
  // Inside this repository `@portico/*` resolve to their TypeScript sources.
  resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
  // walletkit reads `global` in a few places.
  define: { global: 'globalThis' },
  build: { target: 'es2022' },
})
