import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { isolatedTestFiles, isolationReason } from './isolatedTestFiles.ts'

// The sources below are built from parts, so this file itself is not one the scan picks.
const vi = 'vi'
const env = '@vitest-' + 'environment'

describe('isolationReason', () => {
  it('picks a file that mocks a module or runs in jsdom, not one that only spies or stubs', () => {
    expect(isolationReason(`${vi}.mock('./lazy', () => ({}))`)).toBe('mocks a module')
    expect(isolationReason(`${vi}.doMock('./x')`)).toBe('mocks a module')
    expect(isolationReason(`${vi}.resetModules()`)).toBe('mocks a module')
    expect(isolationReason(`// ${env} jsdom\nimport x from 'y'`)).toBe('runs in a browser-like environment')
    expect(isolationReason(`/** ${env} happy-dom */`)).toBe('runs in a browser-like environment')
    expect(isolationReason(`// ${env} node`)).toBeUndefined()
    expect(isolationReason(`${vi}.spyOn(globalThis, 'fetch'); ${vi}.stubGlobal('window', {}); ${vi}.mocked(f)`)).toBeUndefined()
  })
})

describe('isolatedTestFiles', () => {
  const root = mkdtempSync(join(tmpdir(), 'portico-isolated-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }

  it("lists the unit files that need a worker of their own, under the packages' src and scripts", () => {
    write('packages/a/src/deep/mocks.test.ts', `${vi}.mock('./m')`)
    write('packages/a/src/dom.test.tsx', `// ${env} jsdom`)
    write('packages/a/src/plain.test.ts', `${vi}.spyOn(console, 'log')`)
    write('packages/a/src/notATest.ts', `${vi}.mock('./m')`)
    write('packages/a/node_modules/dep/src/x.test.ts', `${vi}.mock('./m')`)
    write('packages/a/test/outside.test.ts', `${vi}.mock('./m')`)
    write('scripts/release/mocks.test.ts', `${vi}.mock('./m')`)
    expect(isolatedTestFiles(root)).toEqual(['packages/a/src/deep/mocks.test.ts', 'packages/a/src/dom.test.tsx', 'scripts/release/mocks.test.ts'])
  })

  it('finds the repository’s own: the modal files that mock their view table run isolated', () => {
    const files = isolatedTestFiles(join(import.meta.dirname, '../..'))
    expect(files).toContain('packages/react/src/modal/Modal.test.tsx')
    expect(files).toContain('packages/evm/src/evmAdapter.test.ts')
    expect(files).not.toContain('scripts/testing/isolatedTestFiles.test.ts')
  })
})
