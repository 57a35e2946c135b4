import { defineConfig } from 'tsdown'

export default defineConfig({
  entry: ['src/index.ts', 'src/actions.ts', 'src/contract.ts', 'src/internal.ts'],
  platform: 'neutral',
  unbundle: true,
  fixedExtension: false,
  sourcemap: true,
  dts: { sourcemap: true },
})
