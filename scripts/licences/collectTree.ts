import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { dirname, join, parse } from 'node:path'
import { declaredLicence } from './openLicence.ts'

type Manifest = {
  name: string
  version: string
  private?: boolean
  license?: unknown
  licenses?: unknown
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

/** One installed package of the tree (one line per name and version). */
export type TreePackage = { name: string; version: string; licence: string | undefined; requiredBy: string }

export type Tree = {
  packages: TreePackage[]
  /** Required (not optional) dependencies that are not installed: the tree is incomplete. */
  missing: { name: string; requiredBy: string }[]
}

export type TreeRoot = {
  /** The directory the root is installed in (a workspace package's folder). */
  dir: string
  /** Follow the root's optional peers too (the README tells apps to install them). */
  withOptionalPeers?: boolean
}

const readManifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest

/** Where Node finds `name` from `fromDir`: the nearest node_modules up the folders. */
export function resolvePackageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate)
    if (dir === parse(dir).root) return undefined
  }
}

/** The dependencies a consumer's install brings with a package: dependencies, optional ones, peers. */
function edges(manifest: Manifest, withOptionalPeers: boolean) {
  const optionalPeer = (name: string) => manifest.peerDependenciesMeta?.[name]?.optional === true
  return [
    ...Object.keys(manifest.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...Object.keys(manifest.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
    ...Object.keys(manifest.peerDependencies ?? {})
      .filter((name) => withOptionalPeers || !optionalPeer(name))
      .map((name) => ({ name, optional: optionalPeer(name) })),
  ]
}

/**
 * Walks the installed production tree of each root (as resolved on disk, the way Node resolves it), the
 * roots themselves included: every package with its declared licence and the first package found to need it.
 */
export function collectTree(roots: readonly TreeRoot[]): Tree {
  const byDir = new Map<string, TreePackage>()
  const missing: Tree['missing'] = []
  const queue: { dir: string; requiredBy: string; withOptionalPeers: boolean }[] = roots.map((root) => ({
    dir: realpathSync(root.dir),
    requiredBy: '(root)',
    withOptionalPeers: root.withOptionalPeers ?? false,
  }))
  while (queue.length > 0) {
    const { dir, requiredBy, withOptionalPeers } = queue.shift()!
    if (byDir.has(dir)) continue
    const manifest = readManifest(dir)
    const self = `${manifest.name}@${manifest.version}`
    byDir.set(dir, { name: manifest.name, version: manifest.version, licence: declaredLicence(manifest), requiredBy })
    for (const edge of edges(manifest, withOptionalPeers)) {
      const found = resolvePackageDir(edge.name, dir)
      if (found) queue.push({ dir: found, requiredBy: self, withOptionalPeers: false })
      else if (!edge.optional) missing.push({ name: edge.name, requiredBy: self })
    }
  }
  const unique = new Map<string, TreePackage>()
  for (const entry of byDir.values()) unique.set(`${entry.name}@${entry.version}`, unique.get(`${entry.name}@${entry.version}`) ?? entry)
  const packages = [...unique.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
  return { packages, missing }
}
