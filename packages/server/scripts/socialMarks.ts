import { siApple, siDiscord, siFacebook, siFarcaster, siGithub, siGoogle, siX, type SimpleIcon } from 'simple-icons'
import { type SocialIconTheme, socialIconFile, socialIconThemes } from '../src/socialImages/socialIcons.ts'
import { type SocialId, socialIds } from '../src/projects/features.ts'

/**
 * Each social login's mark from Simple Icons (`simple-icons`, CC0-1.0, a pinned devDependency) and
 * its colour per theme of the kit. A brand colour stays where it has 3:1 against the kit's item
 * backgrounds (raised and hover, WCAG 1.4.11); where it has not (the dark theme), the mark is white,
 * as the brands' guidelines allow a one-colour mark. Apple, X and GitHub are black on light, white on
 * dark. Google's G is drawn in its four colours on a white disc in both themes.
 */
export const socialMarks: Readonly<Record<Exclude<SocialId, 'google'>, { icon: SimpleIcon; light: string; dark: string }>> = {
  x: { icon: siX, light: '#000000', dark: '#ffffff' },
  farcaster: { icon: siFarcaster, light: `#${siFarcaster.hex}`, dark: '#ffffff' },
  discord: { icon: siDiscord, light: `#${siDiscord.hex}`, dark: '#ffffff' },
  apple: { icon: siApple, light: '#000000', dark: '#ffffff' },
  github: { icon: siGithub, light: `#${siGithub.hex}`, dark: '#ffffff' },
  facebook: { icon: siFacebook, light: `#${siFacebook.hex}`, dark: '#ffffff' },
}

const source = (icon: SimpleIcon) => `<!-- ${icon.title}: Simple Icons (simple-icons, CC0-1.0); the mark is ${icon.title}'s trademark -->`
const open = (icon: SimpleIcon, viewBox: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="48" height="48" role="img" aria-label="${icon.title}">${source(icon)}`

/** A point list as a closed path. */
const polygon = (points: readonly (readonly [number, number])[]) => `M${points.map(([x, y]) => `${+x.toFixed(2)} ${+y.toFixed(2)}`).join('L')}Z`

/**
 * Google's G in its four colours: Simple Icons has the G's outline in one colour, so each colour is
 * the outline clipped to its segment, the segments cut where Google's own G changes colour (the
 * three slanted cuts at the lower right, the lower left and the upper left, and the bar's top edge
 * between red and blue), in the outline's 24-unit box.
 */
function googleSegments(): readonly (readonly [string, string])[] {
  const slope = 0.776
  const upperLeft = (x: number) => 6.61 + (x - 1.28) * slope
  const lowerLeft = (x: number) => 17.39 - (x - 1.28) * slope
  const lowerRight = (x: number) => 18.095 + (x - 16.08) * slope
  const meet = (17.39 + 1.28 * slope - 18.095 + 16.08 * slope) / (2 * slope)
  const [left, right, top, bottom, barX, barY] = [-1, 25, -1, 25, 12.4, 10.4]
  return [
    ['#EA4335', polygon([[left, top], [right, top], [right, barY], [barX, barY], [barX, upperLeft(barX)], [left, upperLeft(left)]])],
    ['#FBBC05', polygon([[left, upperLeft(left)], [8, upperLeft(8)], [8, lowerLeft(8)], [left, lowerLeft(left)]])],
    ['#34A853', polygon([[left, lowerLeft(left)], [meet, lowerLeft(meet)], [right, lowerRight(right)], [right, bottom], [left, bottom]])],
    ['#4285F4', polygon([[barX, barY], [right, barY], [right, lowerRight(right)], [barX, lowerRight(barX)]])],
  ]
}

function renderGoogle(icon: SimpleIcon): string {
  const segments = googleSegments()
  const clips = segments.map(([, d], i) => `<clipPath id="s${i}"><path d="${d}"/></clipPath>`).join('')
  const paths = segments.map(([fill], i) => `<path clip-path="url(#s${i})" fill="${fill}" d="${icon.path}"/>`).join('')
  return `${open(icon, '-4 -4 32 32')}<circle cx="12" cy="12" r="16" fill="#fff"/><defs>${clips}</defs>${paths}</svg>`
}

/**
 * What fills the cut-out of a mark drawn on a tile, on light: Facebook's "f" and Farcaster's arch
 * are white on the brand colour (a white disc or square under the mark, inside its edge).
 */
const whiteUnder: Partial<Record<SocialId, string>> = {
  facebook: '<circle cx="12" cy="12" r="11.5" fill="#fff"/>',
  farcaster: '<rect x="1.5" y="1.5" width="21" height="21" rx="3" fill="#fff"/>',
}

/**
 * A social login's committed mark for a theme: the Simple Icons path in its colour, with room
 * around it (the 24-unit mark in a 30-unit box). On light, the cut-outs of Facebook's and
 * Farcaster's tiles are white (`whiteUnder`); their white marks on dark leave them cut out, as the
 * brands' one-colour logos do.
 */
export function renderSocialIcon(provider: SocialId, theme: SocialIconTheme): string {
  if (provider === 'google') return renderGoogle(siGoogle)
  const { icon, ...colours } = socialMarks[provider]
  const under = theme === 'light' ? (whiteUnder[provider] ?? '') : ''
  return `${open(icon, '-3 -3 30 30')}${under}<path fill="${colours[theme]}" d="${icon.path}"/></svg>`
}

/** Every committed file: `<provider>-<theme>.svg` → its SVG. */
export function renderSocialIcons(): ReadonlyMap<string, string> {
  const icons = new Map<string, string>()
  for (const provider of socialIds) {
    for (const theme of socialIconThemes) icons.set(socialIconFile(provider, theme), renderSocialIcon(provider, theme))
  }
  return icons
}
