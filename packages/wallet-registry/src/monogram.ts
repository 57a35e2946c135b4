/**
 * Monogram icons: a rounded square in the wallet's brand colour with its initials. These are our
 * own generated images, not the vendors' logos; `scripts/generateIcons.ts` writes them to `icons/`.
 */

const DARK_TEXT = '#111827'
const LIGHT_TEXT = '#ffffff'
const FONT_STACK = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif"
/** Words that say nothing about which wallet it is, dropped when the name has other words. */
const GENERIC_WORDS = new Set(['wallet', 'app', 'the'])

/** 1-2 uppercase letters or digits for a wallet name: `MetaMask` → `MM`, `Trust Wallet` → `T`, `1inch Wallet` → `1I`. */
export function monogramInitials(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean)
  if (words.length === 0) return '?'
  const meaningful = words.filter((word) => !GENERIC_WORDS.has(word.toLowerCase()))
  const kept = meaningful.length > 0 ? meaningful : words
  let parts: string[]
  if (kept.length >= 2) {
    parts = kept
  } else {
    const word = kept[0] as string
    // Split camelCase and letter/digit boundaries: MetaMask → Meta|Mask, imToken → im|Token, 1inch → 1|inch.
    parts = word.split(/(?<=[a-z])(?=[A-Z])|(?<=[0-9])(?=[A-Za-z])/).filter(Boolean)
  }
  return parts
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('')
    .toUpperCase()
}

function channel(hex: string, offset: number): number {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(color: string): number {
  const hex = color.replace('#', '')
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 2) + 0.0722 * channel(hex, 4)
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** White text on dark backgrounds, near-black text on light ones: whichever contrasts more. */
export function monogramTextColor(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT
}

/** The SVG text of a wallet's monogram icon (96×96 viewBox, well under 1 KB). */
export function renderMonogram(wallet: { name: string; color: string }): string {
  const initials = monogramInitials(wallet.name)
  const fontSize = initials.length > 1 ? 38 : 46
  const text = monogramTextColor(wallet.color)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${initials}">` +
    `<rect width="96" height="96" rx="22" fill="${wallet.color}"/>` +
    `<text x="48" y="50" text-anchor="middle" dominant-baseline="central" fill="${text}" ` +
    `font-family="${FONT_STACK}" font-size="${fontSize}" font-weight="600">${initials}</text>` +
    `</svg>\n`
  )
}
