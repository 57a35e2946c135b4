import { createSvgFiles } from '../utils/svgFiles.ts'
import { type SocialId, socialIds } from '../projects/features.ts'

const ICONS = new URL('./icons/', import.meta.url)

/** The kit's two themes: each mark has a file for each (`apple-light.svg` black, `apple-dark.svg` white). */
export const socialIconThemes = ['light', 'dark'] as const
export type SocialIconTheme = (typeof socialIconThemes)[number]

/** `<provider>-<theme>.svg`, the only names `/v1/social-images/` answers (no path can be formed). */
const FILE = new RegExp(`^(${socialIds.join('|')})-(${socialIconThemes.join('|')})\\.svg$`)

/** A social login's mark file for a theme (`google`, `dark` → `google-dark.svg`). */
export const socialIconFile = (provider: SocialId, theme: SocialIconTheme) => `${provider}-${theme}.svg`

/**
 * A social login's mark (`icons/github-dark.svg`: Simple Icons' mark in the theme's colour, written
 * by scripts/generateSocialIcons.ts), or `undefined` when the file name is not one or the file is
 * missing. Read once per process.
 */
export function createSocialIcons(dir: URL = ICONS) {
  return createSvgFiles(dir, FILE)
}

/**
 * The marks `/v1/config` links (`socialImages`): each social login that has both theme files, as
 * `[provider, { light: file, dark: file }]` in the spec's order, read from the folder once.
 */
export function listSocialIcons(dir: URL = ICONS): readonly (readonly [SocialId, Readonly<Record<SocialIconTheme, string>>])[] {
  const read = createSocialIcons(dir)
  return socialIds
    .filter((provider) => socialIconThemes.every((theme) => read(socialIconFile(provider, theme)) !== undefined))
    .map((provider) => [provider, { light: socialIconFile(provider, 'light'), dark: socialIconFile(provider, 'dark') }] as const)
}
