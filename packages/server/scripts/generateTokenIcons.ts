/**
 * Writes `src/tokens/icons/<SYMBOL>.svg` for every token of tokenLogos.ts and removes the others.
 * `--check` writes nothing and exits 1 when an icon is missing, stale or orphaned.
 * Run with `npx tsx packages/server/scripts/generateTokenIcons.ts`.
 */
import { renderTokenIcon, tokenLogos } from './tokenLogos.ts'
import { writeIconFolder } from './writeIconFolder.ts'

const icons = new Map<string, string>()
for (const symbol of tokenLogos) icons.set(`${symbol}.svg`, await renderTokenIcon(symbol))
writeIconFolder(new URL('../src/tokens/icons/', import.meta.url).pathname, icons, { check: process.argv.includes('--check'), what: 'token icons' })
