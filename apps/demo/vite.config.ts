import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

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
        // React in a chunk of its own: every lazy view imports it from there, so the bundler never
        // splits it differently as views come and go.
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
})
