import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { e2eAccounts, reservedEvmAccounts } from './accounts'

// The end-to-end files share one devnet and may run two at a time (PORTICO_E2E_WORKERS): each has
// accounts of its own (accounts.ts), and takes them from there only.

const here = import.meta.dirname
const indexesOf = (accounts: Record<string, number | readonly number[]>) => Object.values(accounts).flatMap((value) => (typeof value === 'number' ? [value] : [...value]))

/** Every source file of the e2e folder (journeys and helpers too), by path relative to it. */
function sources(dir = here, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name), `${prefix}${entry.name}/`) : entry.name.endsWith('.ts') ? [`${prefix}${entry.name}`] : [],
  )
}

describe('the end-to-end files’ test accounts', () => {
  test('no index of a namespace belongs to two files, nor to one file twice, and none is reserved', () => {
    const owners = new Map<string, string[]>()
    for (const [file, namespaces] of Object.entries(e2eAccounts)) {
      for (const [namespace, accounts] of Object.entries(namespaces)) {
        for (const index of indexesOf(accounts)) owners.set(`${namespace} ${index}`, [...(owners.get(`${namespace} ${index}`) ?? []), file])
      }
    }
    // A file may use one account in several tests under one name, never under two names (two tests' states would mix).
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([])
    expect([...owners.keys()].filter((key) => reservedEvmAccounts.some((index) => key === `evm ${index}`))).toEqual([])
  })

  test('each entry is a test file of this folder, and every test file has one or opens no demo', () => {
    const files = sources().filter((file) => /^[^/]+\.test\.ts$/.test(file)).map((file) => file.replace(/\.test\.ts$/, ''))
    expect(Object.keys(e2eAccounts).filter((name) => !files.includes(name))).toEqual([])
    const opening = files.filter((file) => /\bopen\(\{|openDemo\(/.test(readFileSync(join(here, `${file}.test.ts`), 'utf8')))
    expect(opening.filter((file) => !(file in e2eAccounts))).toEqual([])
  })

  test('no file names an account index of its own: each takes its accounts from accounts.ts', () => {
    // An index written out (`accountIndex: 8`, `account: 25`, `setAccount(5)`, `accounts[9]`, `{ light: 53, dark: 54 }`)
    // would not be checked against the other files' above.
    const literal = /\b(?:[a-z]*AccountIndex|accountIndex|addressIndex|account|light|dark)\s*:\s*\d|setAccount\(\s*\d|\baccounts\[\s*\d/
    const found = sources()
      .filter((file) => file !== 'accounts.ts' && file !== 'accounts.test.ts')
      .flatMap((file) =>
        readFileSync(join(here, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (literal.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      )
    expect(found).toEqual([])
  })
})
