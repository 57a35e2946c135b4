import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Tarballs } from './packTarballs.ts'
import { runAsync } from './run.ts'

const consumersDir = new URL('.', import.meta.url).pathname

export type CreateConsumerAppParameters = {
  /** A folder of `consumers/` holding the app's files other than its code (`vite-app`, `next-app`). */
  template: string
  /** Where the app is made: a folder outside this repository. */
  dir: string
  tarballs: Tarballs
  /** Files to write over the template's, by path inside the app. */
  files?: Record<string, string>
}

/**
 * Makes an app outside this repository as a dapp developer would: the template's files, Portico's
 * packages from their tarballs (`file:` dependencies, with `overrides` so that a package's
 * dependency on another Portico package takes the tarball too, never the registry), everything else
 * from the registry, then `npm install` (preferring npm's cache).
 */
export async function createConsumerApp({ template, dir, tarballs, files = {} }: CreateConsumerAppParameters): Promise<void> {
  cpSync(join(consumersDir, template), dir, {
    recursive: true,
    filter: (source) => !/node_modules|[\\/](dist|\.next)$/.test(source),
  })
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }

  const manifestPath = join(dir, 'package.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<'dependencies' | 'devDependencies', Record<string, string> | undefined>
  const local = Object.fromEntries(Object.entries(tarballs).map(([name, file]) => [name, `file:${file}`]))
  for (const dependencies of [manifest.dependencies ?? {}, manifest.devDependencies ?? {}]) {
    for (const name of Object.keys(dependencies)) {
      if (!name.startsWith('@portico/')) continue
      if (!local[name]) throw new Error(`${template} depends on ${name}, which has no tarball`)
      dependencies[name] = local[name]
    }
  }
  writeFileSync(manifestPath, JSON.stringify({ ...manifest, overrides: local }, null, 2))
  // --prefer-offline: what npm's cache already holds (the repository's own install filled it) is not
  // revalidated with the registry package by package; anything missing still comes from it.
  await runAsync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir)
}

/**
 * The README's quick start, as written there: the code block that follows the marker
 * `<!-- quick-start: PATH -->` in README.md.
 */
export function readmeBlock(path: string): string {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  const marker = `<!-- quick-start: ${path} -->`
  const start = readme.indexOf(marker)
  if (start < 0) throw new Error(`README.md has no ${marker}`)
  const block = /```\w*\n([\s\S]*?)```/.exec(readme.slice(start))
  if (!block) throw new Error(`README.md has no code block after ${marker}`)
  return block[1]!
}
