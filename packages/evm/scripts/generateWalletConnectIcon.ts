/**
 * Regenerates `src/walletConnect/icon.ts`: WalletConnect's logo from @web3icons/core (MIT, the
 * pinned devDependency the wallet registry uses), on the registry's white tile, as a data URI the
 * connector carries (so the Connect view shows the logo with or without a Portico server). Run with
 * `npx tsx packages/evm/scripts/generateWalletConnectIcon.ts`; `--check` writes nothing and exits 1
 * when the committed file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { renderWalletConnectIconModule } from './walletConnectIcon'

const path = new URL('../src/walletConnect/icon.ts', import.meta.url)
const next = await renderWalletConnectIconModule()
const current = readFileSync(path, 'utf8')
if (process.argv.includes('--check')) {
  if (current !== next) {
    console.error('stale: packages/evm/src/walletConnect/icon.ts (run scripts/generateWalletConnectIcon.ts)')
    process.exit(1)
  }
} else if (current !== next) {
  writeFileSync(path, next)
  console.log('wrote packages/evm/src/walletConnect/icon.ts')
}
