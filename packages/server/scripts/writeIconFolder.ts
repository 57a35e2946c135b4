import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Makes a folder of committed icons hold exactly `icons` (file name → SVG): writes what is missing
 * or stale and removes the others. With `check` it writes nothing and exits 1 listing what is
 * missing, stale or orphaned. The network and token icon generators share it.
 */
export function writeIconFolder(dir: string, icons: ReadonlyMap<string, string>, options: { check: boolean; what: string }) {
  mkdirSync(dir, { recursive: true })
  const problems: string[] = []
  for (const [file, svg] of icons) {
    const current = existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8') : null
    if (current === svg) continue
    if (options.check) problems.push(`${current === null ? 'missing' : 'stale'}: ${file}`)
    else writeFileSync(join(dir, file), svg)
  }
  for (const file of readdirSync(dir)) {
    if (icons.has(file)) continue
    if (options.check) problems.push(`orphaned: ${file}`)
    else rmSync(join(dir, file))
  }
  if (problems.length) {
    console.error(problems.join('\n'))
    process.exit(1)
  }
  console.log(`${icons.size} ${options.what} ${options.check ? 'up to date' : 'written'}`)
}
