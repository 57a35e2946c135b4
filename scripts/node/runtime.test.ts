import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

// The Node the project is developed and tested on is the one `npm install` brings (the `node`
// devDependency, the version of .nvmrc), not the machine's: npm's scripts put node_modules/.bin first
// on PATH, so `npm test` runs on it and so does every child started by name or through a
// `#!/usr/bin/env node` script (npx, tsx, vitest).
const root = new URL('../../', import.meta.url)
const major = readFileSync(new URL('.nvmrc', root), 'utf8').trim()

describe('the runtime', () => {
  test('the tests run on the Node of .nvmrc', () => {
    expect(process.versions.node.split('.')[0]).toBe(major)
  })

  test('a child started by name, and one through npx and a #!/usr/bin/env node script, get the same Node', () => {
    expect(execFileSync('node', ['-p', 'process.version'], { encoding: 'utf8' }).trim()).toBe(process.version)
    const viaTsx = execFileSync('npx', ['--no-install', 'tsx', '-e', 'console.log(process.version)'], { encoding: 'utf8' })
    expect(viaTsx.trim()).toBe(process.version)
  })

  test("the server's SQLite is Node's own (node:sqlite): it opens with no addon to compile and no warning on stderr", () => {
    const script = "const { DatabaseSync } = require('node:sqlite'); const db = new DatabaseSync(':memory:'); console.log(JSON.stringify(db.prepare('select 1 + 1 as two').get())); db.close()"
    const child = spawnSync('node', ['-e', script], { encoding: 'utf8' })
    expect(child.status).toBe(0)
    expect(JSON.parse(child.stdout)).toEqual({ two: 2 })
    expect(child.stderr).toBe('')
  })
})
