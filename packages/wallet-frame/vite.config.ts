import { defaultClientConditions, defineConfig } from 'vite'

// The frame is a static bundle: hashed file names (a new version never mixes with a cached old
// one), no inline script or style (its CSP allows `'self'` only), no source maps in the build.
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: './',
  resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: false,
  },
})
