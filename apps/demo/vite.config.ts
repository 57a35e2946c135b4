import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  // Inside this repository `@portico/*` resolve to their TypeScript sources; apps get `dist/`.
  resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: false },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', manifest: true },
})
