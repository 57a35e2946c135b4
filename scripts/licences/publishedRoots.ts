import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { resolvePackageDir, type TreeRoot } from './collectTree.ts'

/** The package names in the `npm install …` commands of a README (versions and flags dropped), ours left out. */
export function readmeInstalls(readme: string): string[] {
  const names = new Set<string>()
  for (const [, args] of readme.matchAll(/npm (?:install|i|add) ([^\n`]+)/g)) {
    for (const word of args!.trim().split(/\s+/)) {
      if (word.startsWith('#')) break
      if (word.startsWith('-')) continue
      const name = word.match(/^(@[^/@\s]+\/[^@\s]+|[^@\s]+)/)?.[1]
      if (name && !name.startsWith('@portico/')) names.add(name)
    }
  }
  return [...names].sort()
}

/**
 * What a user of Portico installs: every published package (`packages/*` not marked private) with its
 * optional peers, and the packages the READMEs and the docs' guides tell apps to install, resolved in the repository's install.
 */
export function publishedRoots(repoRoot: string): { roots: TreeRoot[]; published: string[]; readme: string[]; unresolved: string[] } {
  const packageDirs = readdirSync(join(repoRoot, 'packages')).map((dir) => join(repoRoot, 'packages', dir))
  const manifests = packageDirs.map((dir) => ({ dir, ...(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; private?: boolean }) }))
  const published = manifests.filter((manifest) => !manifest.private)
  // The docs site's guides (docs/getting-started, docs/guide) hold most of the install commands the README once had.
  const guides = ['docs/getting-started', 'docs/guide'].flatMap((dir) => listMarkdown(join(repoRoot, dir)))
  const readmeFiles = [join(repoRoot, 'README.md'), ...published.map((manifest) => join(manifest.dir, 'README.md')), ...guides]
  const readme = [...new Set(readmeFiles.flatMap((file) => readmeInstalls(readIfExists(file))))].sort()
  // npm may place a README's package under the workspace package that depends on it (when the root
  // holds another version of it): look from the root, then from each published package.
  const lookIn = [repoRoot, ...published.map((manifest) => manifest.dir)]
  const resolved = readme.map((name) => ({ name, dir: lookIn.map((from) => resolvePackageDir(name, from)).find(Boolean) }))
  return {
    roots: [
      ...published.map((manifest) => ({ dir: manifest.dir, withOptionalPeers: true })),
      ...resolved.flatMap(({ dir }) => (dir ? [{ dir }] : [])),
    ],
    published: published.map((manifest) => manifest.name).sort(),
    readme,
    unresolved: resolved.filter(({ dir }) => !dir).map(({ name }) => name),
  }
}

function listMarkdown(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => name.endsWith('.md')).map((name) => join(dir, name))
  } catch {
    return []
  }
}

function readIfExists(file: string) {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}
