import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseScamList, readScamList } from './scamList.ts'

const scam = '0x1111111111111111111111111111111111111111'

describe('parseScamList', () => {
  it('reads a JSON array of addresses in any case and skips entries that are not addresses', () => {
    const list = parseScamList([scam.toUpperCase().replace('0X', '0x'), 'not an address', 42, '0x12'])
    expect(list.size).toBe(1)
    expect(list.has(scam)).toBe(true)
    expect(list.has('0x2222222222222222222222222222222222222222')).toBe(false)
  })

  it('reads { addresses: [...] } and refuses any other shape', () => {
    expect(parseScamList({ addresses: [scam] }).has(scam)).toBe(true)
    expect(() => parseScamList({ domains: [] })).toThrow(/JSON array of addresses/)
    expect(() => parseScamList(null)).toThrow(/JSON array of addresses/)
  })

  it('reads a file, and a URL answering 200 only', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'scam-')), 'address.json')
    writeFileSync(file, JSON.stringify([scam]))
    expect((await readScamList(file)).has(scam)).toBe(true)
    const answering = (status: number): typeof fetch => async () => new Response(JSON.stringify([scam]), { status })
    expect((await readScamList('https://lists.example/address.json', answering(200))).has(scam)).toBe(true)
    await expect(readScamList('https://lists.example/address.json', answering(404))).rejects.toThrow(/HTTP 404/)
  })
})
