import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const module = fileURLToPath(new URL('./hideSqliteWarning.ts', import.meta.url))

/** Runs Node with the filter (or without), emits Node 22's SQLite warning and another one, and returns stderr. */
const stderrOf = (filtered: boolean) => {
  const script = [
    filtered ? `const { hideSqliteWarning } = await import(${JSON.stringify(module)}); hideSqliteWarning()` : '',
    "process.emitWarning('SQLite is an experimental feature and might change at any time', 'ExperimentalWarning')",
    "process.emitWarning('something else', 'DeprecationWarning')",
  ].join('\n')
  return spawnSync(process.execPath, ['--experimental-strip-types', '--input-type=module', '-e', script], { encoding: 'utf8' }).stderr
}

describe('hideSqliteWarning', () => {
  it("drops Node 22's SQLite ExperimentalWarning and leaves every other warning to Node's printer", () => {
    const plain = stderrOf(false)
    expect(plain).toContain('ExperimentalWarning: SQLite is an experimental feature')
    expect(plain).toContain('DeprecationWarning: something else')
    const filtered = stderrOf(true)
    expect(filtered).not.toContain('SQLite')
    expect(filtered).toContain('DeprecationWarning: something else')
  })
})
