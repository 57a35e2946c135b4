/**
 * Writes `src/chains/icons/<namespace>-<reference>.svg` for every network of networkLogos.ts and
 * removes the others. `--check` writes nothing and exits 1 when an icon is missing, stale or orphaned.
 * Run with `npx tsx packages/server/scripts/generateNetworkIcons.ts`.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { networkIconFile, networkLogos, renderNetworkIcon } from './networkLogos.ts'

const dir = new URL('../src/chains/icons/', import.meta.url).pathname
const check = process.argv.includes('--check')
const problems: string[] = []
const expected = new Set<string>()
for (const [caipNetworkId, logo] of Object.entries(networkLogos)) {
  const file = networkIconFile(caipNetworkId)
  expected.add(file)
  const svg = await renderNetworkIcon(logo, logo)
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
console.log(`${expected.size} network icons ${check ? 'up to date' : 'written'}`)
