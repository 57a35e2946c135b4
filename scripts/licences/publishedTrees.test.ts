import { describe, expect, test } from 'vitest'
import { collectTree } from './collectTree.ts'
import { licenceReport } from './licenceReport.ts'
import { publishedRoots } from './publishedRoots.ts'

// The real thing: what installing any published Portico package (with its peers) or following the READMEs
// brings in, as installed in this repository, must be open source all the way down.
describe("the published packages' dependency trees", () => {
  const repoRoot = new URL('../..', import.meta.url).pathname
  const { roots, published, readme, unresolved } = publishedRoots(repoRoot)
  const report = licenceReport(collectTree(roots))

  test('cover every published package and what the READMEs install', () => {
    expect(published).toContain('@portico/evm')
    expect(published).toContain('@portico/test-wallet')
    expect(published).not.toContain('@portico/demo')
    expect(readme).toContain('@walletconnect/universal-provider')
    // From the docs' guides (the Solana and Polkadot and Cosmos pages).
    expect(readme).toContain('@solana/kit')
    expect(unresolved).toEqual([])
    expect(report.lines.some((line) => line.startsWith('@walletconnect/core@'))).toBe(true)
  })

  test('have no package that is not open source, and nothing required is missing', () => {
    expect(report.closed.map((entry) => `${entry.name}@${entry.version} (${entry.licence}) via ${entry.requiredBy}`)).toEqual([])
    expect(report.missing).toEqual([])
  })
})
