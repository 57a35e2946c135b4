import { defineConfig } from 'tsdown'

export default defineConfig({
  entry: ['src/index.ts', 'src/networks.ts', 'src/verify.ts'],
  platform: 'neutral',
  unbundle: true,
  fixedExtension: false,
  sourcemap: true,
  dts: { sourcemap: true },
})
