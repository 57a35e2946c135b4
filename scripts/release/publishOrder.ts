import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export type Workspace = {
  name: string
  version: string
  dir: string
  private?: boolean
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

/** The packages under `packages/` of the repository. */
export function readWorkspaces(repoRoot: string): Workspace[] {
  return readdirSync(join(repoRoot, 'packages')).map((dir) => ({
    ...(JSON.parse(readFileSync(join(repoRoot, 'packages', dir, 'package.json'), 'utf8')) as Omit<Workspace, 'dir'>),
    dir: join(repoRoot, 'packages', dir),
  }))
}

/**
 * The published packages (not `private`), each after the packages it needs at run time (dependencies,
 * optional and peer dependencies; dev dependencies may form cycles and only serve tests), ties by name.
 * A package is built and published only after what it imports, so a user never installs a version whose
 * dependency is not on the registry yet.
 */
export function publishOrder(workspaces: readonly Workspace[]): Workspace[] {
  const published = new Map(workspaces.filter((w) => !w.private).map((w) => [w.name, w]))
  const needs = (w: Workspace) =>
    [...new Set([w.dependencies, w.optionalDependencies, w.peerDependencies].flatMap((deps) => Object.keys(deps ?? {})))]
      .filter((name) => published.has(name))
  const order: Workspace[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (w: Workspace, path: string[]) => {
    if (state.get(w.name) === 'done') return
    if (state.get(w.name) === 'visiting') throw new Error(`dependency cycle: ${[...path, w.name].join(' -> ')}`)
    state.set(w.name, 'visiting')
    for (const name of needs(w).sort()) visit(published.get(name)!, [...path, w.name])
    state.set(w.name, 'done')
    order.push(w)
  }
  for (const w of [...published.values()].sort((a, b) => a.name.localeCompare(b.name))) visit(w, [])
  return order
}
