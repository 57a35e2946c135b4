/**
 * Regenerates `icons/<id>.svg` for every wallet of `wallets/` (its `logo` from @web3icons/core, or a
 * monogram from its name and `color`; see renderIcon.ts), and removes
 * icons whose wallet no longer exists. Run with `npm run generate:icons -w @portico/wallet-registry`
 * (or `npx tsx packages/wallet-registry/scripts/generateIcons.ts`). `--check` writes nothing and
 * exits 1 when an icon is missing, stale or orphaned.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { ICONS_DIR, loadWallets } from '../src/loadWallets'
import { renderIcon } from './renderIcon'

const check = process.argv.includes('--check')
const wallets = loadWallets()
mkdirSync(ICONS_DIR, { recursive: true })

let written = 0
let unchanged = 0
const problems: string[] = []
const expected = new Set<string>()

for (const wallet of wallets) {
  const file = `${wallet.id}.svg`
  expected.add(file)
  const path = join(ICONS_DIR, file)
  const svg = await renderIcon(wallet)
  const current = existsSync(path) ? readFileSync(path, 'utf8') : null
  if (current === svg) {
    unchanged++
    continue
  }
  if (check) {
    problems.push(`${current === null ? 'missing' : 'stale'}: icons/${file}`)
  } else {
    writeFileSync(path, svg)
    written++
  }
}

for (const file of readdirSync(ICONS_DIR)) {
  if (!file.endsWith('.svg') || expected.has(file)) continue
  if (check) problems.push(`orphaned: icons/${file}`)
  else rmSync(join(ICONS_DIR, file))
}

if (check) {
  if (problems.length > 0) {
    console.error(`${problems.length} icon(s) out of date; run npm run generate:icons -w @portico/wallet-registry\n${problems.join('\n')}`)
    process.exit(1)
  }
  console.log(`${wallets.length} icons up to date`)
} else {
  console.log(`${wallets.length} wallets: ${written} icon(s) written, ${unchanged} unchanged`)
}
