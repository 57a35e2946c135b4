import { defineConfig } from 'tsdown'
import { declarations } from '../../scripts/build/declarations.ts'

export default defineConfig({
  entry: ['src/index.ts', 'src/actions.ts', 'src/contract.ts', 'src/internal.ts'],
  platform: 'neutral',
  unbundle: true,
  fixedExtension: false,
  sourcemap: true,
  dts: declarations,
})
