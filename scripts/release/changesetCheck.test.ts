import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { checkChangesets, isPublishedFile } from './changesetCheck.ts'

const repos: string[] = []
afterEach(() => {
  for (const dir of repos.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
const write = (root: string, files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
}
const commit = (root: string, message: string) => {
  git(root, 'add', '-A')
  git(root, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', message)
}
const manifest = (name: string, extra: object = {}) =>
  JSON.stringify({ name, version: '0.1.0', files: ['dist', 'src', '!src/**/*.test.ts', '!src/testing'], ...extra })

/** A repository on main with one published package (core) and one private (integration). */
function repository() {
  const root = mkdtempSync(join(tmpdir(), 'portico-changesets-'))
  repos.push(root)
  git(root, 'init', '-q', '-b', 'main')
  write(root, {
    'packages/core/package.json': manifest('@portico/core'),
    'packages/core/src/index.ts': 'export const a = 1\n',
    'packages/integration/package.json': manifest('@portico/integration', { private: true }),
    'packages/integration/src/index.ts': '',
    '.changeset/README.md': '# Changesets\n',
    'README.md': '# Portico\n',
  })
  commit(root, 'first')
  return root
}
const onBranch = (root: string) => git(root, 'checkout', '-qb', 'wip/x')

describe('isPublishedFile', () => {
  test("a published package's sources and manifest ship; its tests, test helpers and private packages do not", () => {
    const root = repository()
    expect(isPublishedFile(root, 'packages/core/src/index.ts')).toBe(true)
    expect(isPublishedFile(root, 'packages/core/package.json')).toBe(true)
    expect(isPublishedFile(root, 'packages/core/src/index.test.ts')).toBe(false)
    expect(isPublishedFile(root, 'packages/core/src/testing/helper.ts')).toBe(false)
    expect(isPublishedFile(root, 'packages/core/tsdown.config.ts')).toBe(false)
    expect(isPublishedFile(root, 'packages/integration/src/index.ts')).toBe(false)
    expect(isPublishedFile(root, 'docs/index.md')).toBe(false)
  })
})

describe('checkChangesets', () => {
  test('a branch that changes a published source without a changeset is missing one, committed or not', () => {
    const root = repository()
    onBranch(root)
    write(root, { 'packages/core/src/index.ts': 'export const a = 2\n' })
    expect(checkChangesets({ root })).toMatchObject({ status: 'missing', publishedChanges: ['packages/core/src/index.ts'] })
    commit(root, 'change')
    expect(checkChangesets({ root })).toMatchObject({ status: 'missing', publishedChanges: ['packages/core/src/index.ts'] })
  })

  test('the same change with a changeset passes', () => {
    const root = repository()
    onBranch(root)
    write(root, { 'packages/core/src/index.ts': 'export const a = 2\n', '.changeset/a-is-two.md': "---\n'@portico/core': patch\n---\n\na is 2\n" })
    commit(root, 'change')
    expect(checkChangesets({ root })).toMatchObject({ status: 'ok', changesets: ['.changeset/a-is-two.md'] })
  })

  test('changes to tests, private packages and docs need none', () => {
    const root = repository()
    onBranch(root)
    write(root, { 'packages/core/src/index.test.ts': 'test', 'packages/integration/src/index.ts': 'x', 'README.md': '# Portico!\n' })
    commit(root, 'tests')
    expect(checkChangesets({ root })).toMatchObject({ status: 'ok', publishedChanges: [] })
  })

  test('a release (the versions bumped, the changesets consumed) passes', () => {
    const root = repository()
    write(root, { 'packages/core/src/index.ts': 'export const a = 2\n', '.changeset/a.md': "---\n'@portico/core': patch\n---\n\na\n" })
    commit(root, 'change with changeset')
    onBranch(root)
    write(root, { 'packages/core/package.json': manifest('@portico/core', { version: '0.1.1' }), 'packages/core/CHANGELOG.md': '# 0.1.1\n' })
    rmSync(join(root, '.changeset/a.md'))
    commit(root, 'version')
    expect(checkChangesets({ root }).status).toBe('ok')
  })

  test('a fresh clone of main (HEAD is the merge base, nothing uncommitted) is skipped, saying why', () => {
    const root = repository()
    write(root, { 'packages/core/src/index.ts': 'export const a = 3\n' })
    commit(root, 'merged without a changeset')
    expect(checkChangesets({ root })).toMatchObject({ status: 'skipped', reason: expect.stringMatching(/^HEAD is main .* nothing of its own to check$/) })
  })

  test('without a main branch, or outside git, it is skipped', () => {
    const root = repository()
    git(root, 'branch', '-m', 'main', 'trunk')
    expect(checkChangesets({ root })).toMatchObject({ status: 'skipped', reason: 'no branch main to compare with' })
    const plain = mkdtempSync(join(tmpdir(), 'portico-changesets-'))
    repos.push(plain)
    expect(checkChangesets({ root: plain })).toMatchObject({ status: 'skipped', reason: 'not a git repository' })
  })
})

test('this work tree: a change to a published package since the merge base with main comes with a changeset (skipped on main itself)', () => {
  const result = checkChangesets({ root: join(import.meta.dirname, '../..') })
  expect(result.status, `${result.reason}\n${result.publishedChanges.join('\n')}`).not.toBe('missing')
})
