import { defineConfig } from 'tsdown'
import { declarations } from '../../scripts/build/declarations.ts'

export default defineConfig({
  entry: ['src/index.ts'],
  platform: 'node',
  unbundle: true,
  fixedExtension: false,
  sourcemap: true,
  dts: declarations,
})
