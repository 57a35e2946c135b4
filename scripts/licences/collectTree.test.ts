import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { collectTree } from './collectTree.ts'

// A small installed tree on disk: a workspace package linked from the root's node_modules, a nested copy
// of a dependency, peers (required and optional), an optional dependency that is not installed.
let root: string
const write = (dir: string, manifest: object) => {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest))
}
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'licences-'))
  write(join(root, 'packages/app'), {
    name: 'app',
    version: '1.0.0',
    license: 'MIT',
    dependencies: { a: '1' },
    optionalDependencies: { 'not-here': '1' },
    peerDependencies: { p: '1', q: '1' },
    peerDependenciesMeta: { q: { optional: true } },
  })
  mkdirSync(join(root, 'node_modules'), { recursive: true })
  symlinkSync(join(root, 'packages/app'), join(root, 'node_modules/app'))
  write(join(root, 'node_modules/a'), { name: 'a', version: '1.0.0', license: 'ISC', dependencies: { b: '2' } })
  write(join(root, 'node_modules/b'), { name: 'b', version: '1.0.0', license: 'MIT' })
  write(join(root, 'node_modules/a/node_modules/b'), { name: 'b', version: '2.0.0', license: 'SEE LICENSE IN LICENSE.md' })
  write(join(root, 'node_modules/p'), { name: 'p', version: '1.0.0', license: { type: 'Apache-2.0' }, peerDependencies: { r: '1', s: '1' }, peerDependenciesMeta: { s: { optional: true } } })
  write(join(root, 'node_modules/q'), { name: 'q', version: '1.0.0', licenses: [{ type: 'BSD-3-Clause' }], peerDependencies: { gone: '1' } })
  write(join(root, 'node_modules/s'), { name: 's', version: '1.0.0' })
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('collectTree', () => {
  test('follows dependencies the way Node resolves them, with licences and who needs each', () => {
    const tree = collectTree([{ dir: join(root, 'node_modules/app'), withOptionalPeers: true }])
    expect(tree.packages).toEqual([
      { name: 'a', version: '1.0.0', licence: 'ISC', requiredBy: 'app@1.0.0' },
      { name: 'app', version: '1.0.0', licence: 'MIT', requiredBy: '(root)' },
      { name: 'b', version: '2.0.0', licence: 'SEE LICENSE IN LICENSE.md', requiredBy: 'a@1.0.0' },
      { name: 'p', version: '1.0.0', licence: 'Apache-2.0', requiredBy: 'app@1.0.0' },
      { name: 'q', version: '1.0.0', licence: 'BSD-3-Clause', requiredBy: 'app@1.0.0' },
    ])
    // Required but absent: p's peer r and q's peer gone; the optional dependency and p's optional peer s are not followed or missed.
    expect(tree.missing).toEqual([
      { name: 'r', requiredBy: 'p@1.0.0' },
      { name: 'gone', requiredBy: 'q@1.0.0' },
    ])
  })

  test("without the root's optional peers, they are not in the tree", () => {
    const tree = collectTree([{ dir: join(root, 'packages/app') }])
    expect(tree.packages.map((entry) => entry.name)).toEqual(['a', 'app', 'b', 'p'])
  })
})
