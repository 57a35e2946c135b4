/**
 * Advance widths in em, on the wide side of the kit's font stack (DejaVu Sans at the tiles' weight,
 * wider than SF, Segoe UI and Roboto), so an estimate is never short of the rendered word.
 */
const NARROW = new Set("iljI'.,:;!|")
const SLIM = new Set('ftr()[]-/')
const WIDE = new Set('mwMW@%')

function charEm(char: string): number {
  if (NARROW.has(char)) return 0.36
  if (SLIM.has(char)) return 0.5
  if (WIDE.has(char)) return 1.12
  if (/[A-Z]/.test(char)) return 0.86
  if (/[\x20-\x7e]/.test(char)) return 0.72
  // Other scripts and symbols: as wide as a CJK ideograph.
  return 1.05
}

/**
 * The width, in em, of a name's longest word (words are split at white space only): what the All
 * Wallets tile's type must fit in its width, so the name wraps between words and never inside one
 * ("TokenPocket", not "TokenPock / et").
 */
export function longestWordEm(name: string): number {
  let longest = 0
  for (const word of name.split(/\s+/)) {
    let em = 0
    for (const char of word) em += charEm(char)
    longest = Math.max(longest, em)
  }
  return Math.round(longest * 100) / 100
}
