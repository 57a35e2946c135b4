import { readdirSync, readFileSync } from 'node:fs'
import { join, matchesGlob } from 'node:path'
import { expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
type Manifest = { name: string; version: string; private?: boolean; dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }
const manifests: Manifest[] = ['packages', 'apps'].flatMap((dir) =>
  readdirSync(join(root, dir)).map((name) => JSON.parse(readFileSync(join(root, dir, name, 'package.json'), 'utf8')) as Manifest),
)
const config = JSON.parse(readFileSync(join(root, '.changeset/config.json'), 'utf8')) as { fixed: string[][] }

/** Whether a changesets group (globs, `!` to leave one out) takes the package. */
const inGroup = (group: string[], name: string) =>
  group.some((glob) => !glob.startsWith('!') && matchesGlob(name, glob)) && !group.some((glob) => glob.startsWith('!') && matchesGlob(name, glob.slice(1)))

it('releases every published package together, at one version (one fixed changesets group)', () => {
  const published = manifests.filter((manifest) => !manifest.private)
  expect(published.length).toBeGreaterThan(10)
  expect(config.fixed).toHaveLength(1)
  const [group] = config.fixed
  expect(published.filter((manifest) => !inGroup(group!, manifest.name)).map((manifest) => manifest.name)).toEqual([])
  expect(manifests.filter((manifest) => manifest.private && inGroup(group!, manifest.name)).map((manifest) => manifest.name)).toEqual([])
  expect(new Set(published.map((manifest) => manifest.version)).size).toBe(1)
})

it("pins each @portico dependency to that package's own version, so a release installs the set it was tested with", () => {
  const versions = new Map(manifests.map((manifest) => [manifest.name, manifest.version]))
  const pins = manifests.filter((manifest) => !manifest.private).flatMap((manifest) =>
    Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies })
      .filter(([name]) => name.startsWith('@portico/'))
      .map(([name, range]) => ({ in: manifest.name, name, range, version: versions.get(name) })),
  )
  expect(pins.length).toBeGreaterThan(5)
  expect(pins.filter((pin) => pin.range !== pin.version)).toEqual([])
})
