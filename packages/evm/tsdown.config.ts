import { defineConfig } from 'tsdown'
import { declarations } from '../../scripts/build/declarations.ts'

export default defineConfig({
  entry: ['src/index.ts', 'src/networks.ts', 'src/walletConnect.ts', 'src/embeddedWallet.ts'],
  platform: 'neutral',
  unbundle: true,
  fixedExtension: false,
  sourcemap: true,
  dts: declarations,
})
