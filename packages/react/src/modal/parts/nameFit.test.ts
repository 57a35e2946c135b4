import { describe, expect, it } from 'vitest'
import { longestWordEm } from './nameFit'

describe('longestWordEm', () => {
  it('measures the longest word only: names wrap at white space', () => {
    expect(longestWordEm('Bitget Wallet')).toBe(longestWordEm('Wallet'))
    expect(longestWordEm('TokenPocket')).toBeGreaterThan(longestWordEm('Token Pocket'))
    expect(longestWordEm('  ')).toBe(0)
  })

  it('counts narrow, wide and capital letters apart, and other scripts as wide', () => {
    expect(longestWordEm('iii')).toBeLessThan(longestWordEm('aaa'))
    expect(longestWordEm('aaa')).toBeLessThan(longestWordEm('AAA'))
    expect(longestWordEm('AAA')).toBeLessThan(longestWordEm('WWW'))
    expect(longestWordEm('钱包')).toBeGreaterThanOrEqual(2)
  })

  it('is never short of a long name at the tiles’ weight in the widest font of the stack (DejaVu Sans, measured in Chromium)', () => {
    // Measured widths in em (550 weight, DejaVu Sans): the estimate must cover each.
    const measured: Record<string, number> = { 'Blockchain.com': 8.79, 'polkadot{.js}': 7.71, 'Safe{Wallet}': 7.52, TokenPocket: 7.07, MOONSTAKE: 7.09 }
    for (const [word, em] of Object.entries(measured)) expect(longestWordEm(word), word).toBeGreaterThanOrEqual(em)
  })
})
