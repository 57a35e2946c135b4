import { defineConfig } from 'tsdown'

export default defineConfig({
  entry: ['src/index.ts', 'src/networks.ts', 'src/walletConnect.ts', 'src/embeddedWallet.ts'],
  platform: 'neutral',
  unbundle: true,
  fixedExtension: false,
  sourcemap: true,
  dts: { sourcemap: true },
})
