import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, matchesGlob } from 'node:path'

export type ChangesetCheck = {
  /** `missing`: a published package's files changed and no changeset came with them. */
  status: 'ok' | 'missing' | 'skipped'
  reason: string
  /** The changed files that ship in a published package. */
  publishedChanges: string[]
  /** The changesets added (`.changeset/*.md`). */
  changesets: string[]
}

type Manifest = { name: string; private?: boolean; files?: string[] }

/**
 * Whether a path of the repository ships in a published package: `packages/<dir>/` of a package not
 * marked private, and within its `files` (npm always ships package.json and the README).
 */
export function isPublishedFile(root: string, path: string): boolean {
  const match = /^packages\/([^/]+)\/(.+)$/.exec(path)
  if (!match) return false
  const [, dir, rest] = match as unknown as [string, string, string]
  const manifestPath = join(root, 'packages', dir, 'package.json')
  if (!existsSync(manifestPath)) return false
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  if (manifest.private) return false
  if (rest === 'package.json' || /^readme(\.md)?$/i.test(rest)) return true
  const entries = manifest.files ?? []
  const matches = (pattern: string) => rest === pattern || rest.startsWith(`${pattern}/`) || matchesGlob(rest, pattern)
  return entries.some((entry) => !entry.startsWith('!') && matches(entry)) && !entries.some((entry) => entry.startsWith('!') && matches(entry.slice(1)))
}

const git = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
const tryGit = (cwd: string, args: string[]) => {
  try {
    return git(cwd, args)
  } catch {
    return undefined
  }
}
const lines = (text: string | undefined) => (text ? text.split('\n').filter(Boolean) : [])

/**
 * Does a change to a published package come with a changeset? Compares the work tree (commits and
 * uncommitted changes alike, untracked files included) with its merge base with `base` (main):
 * - no git, or no `base` branch: skipped, with the reason;
 * - HEAD is the merge base (main itself, e.g. a fresh clone of main) and nothing is uncommitted:
 *   skipped, since main holds only what was merged after this check passed on its branch;
 * - a published package's version changed (a release: `changeset version` consumed the changesets): ok.
 */
export function checkChangesets({ root, base = 'main' }: { root: string; base?: string }): ChangesetCheck {
  const none = { publishedChanges: [], changesets: [] }
  if (!tryGit(root, ['rev-parse', '--git-dir'])) return { status: 'skipped', reason: 'not a git repository', ...none }
  if (!tryGit(root, ['rev-parse', '--verify', '--quiet', base])) return { status: 'skipped', reason: `no branch ${base} to compare with`, ...none }
  const mergeBase = tryGit(root, ['merge-base', 'HEAD', base])
  if (!mergeBase) return { status: 'skipped', reason: `HEAD and ${base} share no commit`, ...none }
  const changed = [...new Set([...lines(git(root, ['diff', '--name-only', mergeBase])), ...lines(git(root, ['ls-files', '--others', '--exclude-standard']))])]
  if (changed.length === 0 && git(root, ['rev-parse', 'HEAD']) === mergeBase) {
    return { status: 'skipped', reason: `HEAD is ${base} (${mergeBase.slice(0, 8)}) with nothing of its own to check`, ...none }
  }
  const publishedChanges = changed.filter((path) => isPublishedFile(root, path))
  const changesets = changed.filter((path) => /^\.changeset\/[^/]+\.md$/.test(path) && path !== '.changeset/README.md' && existsSync(join(root, path)))
  if (publishedChanges.length === 0) return { status: 'ok', reason: 'no published package changed', publishedChanges, changesets }
  if (changesets.length > 0) return { status: 'ok', reason: `${changesets.length} changeset(s) for ${publishedChanges.length} changed file(s)`, publishedChanges, changesets }
  const versionOf = (text: string | undefined) => (text ? (JSON.parse(text) as { version?: string }).version : undefined)
  const released = publishedChanges.some(
    (path) => path.endsWith('/package.json') && versionOf(tryGit(root, ['show', `${mergeBase}:${path}`])) !== versionOf(readFileSync(join(root, path), 'utf8')),
  )
  if (released) return { status: 'ok', reason: 'a release: published versions changed', publishedChanges, changesets }
  return { status: 'missing', reason: `published files changed since ${base} (${mergeBase.slice(0, 8)}) without a changeset: run \`npx changeset\``, publishedChanges, changesets }
}

