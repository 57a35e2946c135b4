import { describe, expect, test } from 'vitest'
import { licenceReport, summaryLines } from './licenceReport.ts'

const entry = (name: string, licence: string | undefined) => ({ name, version: '1.0.0', licence, requiredBy: 'root@1.0.0' })

describe('licenceReport', () => {
  test('an all-open tree: one line per package, counts by licence, "closed: none"', () => {
    const report = licenceReport({ packages: [entry('a', 'MIT'), entry('b', 'Apache-2.0'), entry('c', 'MIT'), entry('d', 'GPL-3.0-only')], missing: [] })
    expect(report.ok).toBe(true)
    expect(report.lines).toEqual(['a@1.0.0  MIT', 'b@1.0.0  Apache-2.0', 'c@1.0.0  MIT', 'd@1.0.0  GPL-3.0-only'])
    expect(summaryLines(report)).toEqual([
      'packages: 4',
      '     2  MIT',
      '     1  Apache-2.0',
      '     1  GPL-3.0-only',
      'closed: none',
      'copyleft (open): 1',
      '  d@1.0.0 (GPL-3.0-only, required by root@1.0.0)',
    ])
  })

  test('a closed or undeclared licence, or a missing package, fails it', () => {
    const report = licenceReport({ packages: [entry('a', 'MIT'), entry('wc', 'SEE LICENSE IN LICENSE.md'), entry('x', undefined)], missing: [] })
    expect(report.ok).toBe(false)
    expect(report.closed.map((e) => e.name)).toEqual(['wc', 'x'])
    expect(summaryLines(report)).toContain('closed: 2')
    expect(summaryLines(report)).toContain('  wc@1.0.0 (SEE LICENSE IN LICENSE.md, required by root@1.0.0)')
    expect(summaryLines(report)).toContain('  x@1.0.0 ((none declared), required by root@1.0.0)')
    expect(licenceReport({ packages: [entry('a', 'MIT')], missing: [{ name: 'gone', requiredBy: 'a@1.0.0' }] }).ok).toBe(false)
  })
})
