import { readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { networkIconFile, networkLogos, renderNetworkIcon } from '../../scripts/networkLogos.ts'
import { createNetworkIcons, listNetworkIcons } from './networkIcons.ts'

describe('network icons', () => {
  const read = createNetworkIcons()

  test('every network of the logo table has its committed icon, as the generator makes it', async () => {
    for (const [caipNetworkId, logo] of Object.entries(networkLogos)) {
      expect(read(networkIconFile(caipNetworkId)), caipNetworkId).toBe(await renderNetworkIcon(logo, logo))
    }
    expect(readdirSync(new URL('./icons/', import.meta.url)).sort()).toEqual(Object.keys(networkLogos).map(networkIconFile).sort())
  })

  test('only `<namespace>-<reference>.svg` names are read: no path, no other file', () => {
    expect(read('eip155-8453.svg')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 96"/)
    for (const name of ['../networkIcons.ts', '..%2Fchains.ts', 'eip155-1.svg/..', 'eip155-99999.svg', 'tron-1.svg', 'eip155-1.png', '']) {
      expect(read(name), name).toBeUndefined()
    }
  })

  test('the list names every icon by its CAIP-2 id, and only icons', () => {
    const list = listNetworkIcons()
    expect(list.map(([caipNetworkId]) => caipNetworkId)).toEqual(Object.keys(networkLogos).sort())
    for (const [caipNetworkId, file] of list) expect(file, caipNetworkId).toBe(networkIconFile(caipNetworkId))
    expect(list.map(([, file]) => read(file)).every((svg) => svg !== undefined)).toBe(true)
  })

  test('icons have no scripts, links or outside references', () => {
    for (const caipNetworkId of Object.keys(networkLogos)) {
      expect(read(networkIconFile(caipNetworkId)), caipNetworkId).not.toMatch(/<script|<image|<foreignObject|href=|url\((?!#)|on[a-z]+=/i)
    }
  })
})
