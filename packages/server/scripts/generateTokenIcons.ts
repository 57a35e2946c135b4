/**
 * Writes `src/tokens/icons/<SYMBOL>.svg` for every token of tokenLogos.ts and removes the others.
 * `--check` writes nothing and exits 1 when an icon is missing, stale or orphaned.
 * Run with `npx tsx packages/server/scripts/generateTokenIcons.ts`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderTokenIcon, tokenLogos } from './tokenLogos.ts'

const dir = new URL('../src/tokens/icons/', import.meta.url).pathname
const check = process.argv.includes('--check')
mkdirSync(dir, { recursive: true })
const problems: string[] = []
const expected = new Set<string>()
for (const symbol of tokenLogos) {
  const file = `${symbol}.svg`
  expected.add(file)
  const svg = await renderTokenIcon(symbol)
  const current = existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8') : null
  if (current === svg) continue
  if (check) problems.push(`${current === null ? 'missing' : 'stale'}: ${file}`)
  else writeFileSync(join(dir, file), svg)
}
for (const file of readdirSync(dir)) {
  if (expected.has(file)) continue
  if (check) problems.push(`orphaned: ${file}`)
  else rmSync(join(dir, file))
}
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`${expected.size} token icons ${check ? 'up to date' : 'written'}`)
