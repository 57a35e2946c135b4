import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadTestTokenArtifact } from './loadTestTokenArtifact.ts'

describe('loadTestTokenArtifact', () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'portico-devnet-cache-'))
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

  it('compiles TestToken.sol once, then reads the cache', { timeout: 120_000 }, () => {
    const compiled = loadTestTokenArtifact({ cacheDir })
    expect(compiled.bytecode).toMatch(/^0x[0-9a-f]{100,}$/)
    expect(compiled.abi.some((item) => item.type === 'constructor')).toBe(true)
    expect(compiled.abi.some((item) => item.type === 'function' && item.name === 'decimals')).toBe(true)

    const files = readdirSync(cacheDir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^TestToken-[0-9a-f]{16}\.json$/)

    const started = performance.now()
    const cached = loadTestTokenArtifact({ cacheDir })
    expect(performance.now() - started).toBeLessThan(200)
    expect(cached).toEqual(compiled)
  })
})
