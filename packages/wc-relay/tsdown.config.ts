import { defineConfig } from 'tsdown'

export default defineConfig({
  entry: ['src/index.ts', 'src/createLocalCore.ts', 'src/cli.ts'],
  platform: 'node',
  unbundle: true,
  fixedExtension: false,
  sourcemap: true,
  dts: { sourcemap: true },
})
