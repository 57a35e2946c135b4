import { readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { renderTokenIcon, tokenLogos } from '../../scripts/tokenLogos.ts'
import { createTokenIcons, tokenMonogramSvg } from './tokenIcon.ts'

describe('token icons', () => {
  const icon = createTokenIcons()

  test('every token of the logo table has its committed logo, as the generator makes it; no other file', async () => {
    for (const symbol of tokenLogos) expect(icon(symbol), symbol).toBe(await renderTokenIcon(symbol))
    expect(readdirSync(new URL('./icons/', import.meta.url)).sort()).toEqual(tokenLogos.map((symbol) => `${symbol}.svg`).sort())
  })

  test('other symbols get their monogram, never a file', () => {
    for (const symbol of ['PUSD', 'PTK', 'eth', '../ETH', 'ETH.svg', '']) expect(icon(symbol), symbol).toBe(tokenMonogramSvg(symbol))
    expect(tokenMonogramSvg('PUSD')).toContain('>PUS</text>')
  })

  test('logos have no scripts, links or outside references', () => {
    for (const symbol of tokenLogos) {
      expect(icon(symbol), symbol).not.toMatch(/<script|<image|<foreignObject|href=|url\((?!#)|on[a-z]+=/i)
    }
  })
})
