import type { Workspace } from './publishOrder.ts'

export type Step = {
  title: string
  command: string
  args: string[]
  cwd: string
  /** A publish step: skipped when this name@version is already on the registry. */
  publishes?: { name: string; version: string }
}

export type ReleaseOptions = { repoRoot: string; order: readonly Workspace[]; dryRun: boolean; skipTests: boolean }

/**
 * The release, in order: type check; build each package in dependency order; the whole test suite; the
 * licence gate; then `npm publish` of each package in the same order, packing the build just tested
 * (`--ignore-scripts`: its prepack would build it a second time); then `changeset tag` for the git tags.
 * With dryRun, npm publish only shows what it would upload, and nothing is tagged.
 */
export function releaseSteps({ repoRoot, order, dryRun, skipTests }: ReleaseOptions): Step[] {
  const root = (title: string, command: string, args: string[]): Step => ({ title, command, args, cwd: repoRoot })
  return [
    root('type check', 'npm', ['run', 'typecheck']),
    ...order.map((w) => ({ title: `build ${w.name}`, command: 'npm', args: ['run', 'build'], cwd: w.dir })),
    ...(skipTests ? [] : [root('tests', 'npm', ['test'])]),
    root('licences', 'npm', ['run', 'licences', '--silent']),
    ...order.map((w) => ({
      title: `publish ${w.name}@${w.version}${dryRun ? ' (dry run)' : ''}`,
      command: 'npm',
      args: ['publish', '--access', 'public', '--ignore-scripts', ...(dryRun ? ['--dry-run'] : [])],
      cwd: w.dir,
      publishes: { name: w.name, version: w.version },
    })),
    ...(dryRun ? [] : [root('git tags', 'npx', ['changeset', 'tag'])]),
  ]
}
