import { readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { renderSocialIcon, renderSocialIcons } from '../../scripts/socialMarks.ts'
import { socialIds } from '../projects/features.ts'
import { createSocialIcons, listSocialIcons, socialIconFile, socialIconThemes } from './socialIcons.ts'

describe('social marks', () => {
  const read = createSocialIcons()

  test('every social login has its committed mark for each theme, as the generator makes it, and nothing else is there', () => {
    for (const provider of socialIds) {
      for (const theme of socialIconThemes) expect(read(socialIconFile(provider, theme)), `${provider}-${theme}`).toBe(renderSocialIcon(provider, theme))
    }
    expect(readdirSync(new URL('./icons/', import.meta.url)).sort()).toEqual([...renderSocialIcons().keys()].sort())
  })

  test('only `<provider>-<light|dark>.svg` names are read: no path, no other file', () => {
    expect(read('apple-dark.svg')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="-3 -3 30 30"/)
    for (const name of ['../socialIcons.ts', '..%2Fsocialicons.ts', 'apple-dark.svg/..', 'apple.svg', 'apple-dim.svg', 'telegram-light.svg', 'google-light.png', '']) {
      expect(read(name), name).toBeUndefined()
    }
  })

  test('the list names every social login, in the spec’s order, with both theme files', () => {
    expect(listSocialIcons()).toEqual(socialIds.map((provider) => [provider, { light: `${provider}-light.svg`, dark: `${provider}-dark.svg` }]))
  })

  test('Apple, X and GitHub are black (or near) on light and white on dark; the brand colours that lack 3:1 on dark turn white', () => {
    const fill = (file: string) => /<path fill="(#[0-9a-fA-F]{6})"/.exec(read(file) ?? '')?.[1]?.toLowerCase()
    expect([fill('apple-light.svg'), fill('x-light.svg'), fill('github-light.svg')]).toEqual(['#000000', '#000000', '#181717'])
    expect([fill('discord-light.svg'), fill('farcaster-light.svg'), fill('facebook-light.svg')]).toEqual(['#5865f2', '#855dcd', '#0866ff'])
    for (const provider of ['apple', 'x', 'github', 'discord', 'farcaster', 'facebook'] as const) expect(fill(`${provider}-dark.svg`), provider).toBe('#ffffff')
  })

  test("Google's G has its four colours on a white disc, the same in both themes", () => {
    const google = read('google-light.svg') ?? ''
    expect(google).toContain('<circle cx="12" cy="12" r="16" fill="#fff"/>')
    for (const colour of ['#EA4335', '#FBBC05', '#34A853', '#4285F4']) expect(google).toContain(`fill="${colour}"`)
    expect(read('google-dark.svg')).toBe(google)
  })

  test('marks have no scripts, links or outside references, and name their source and licence', () => {
    for (const [file] of renderSocialIcons()) {
      const svg = read(file)
      expect(svg, file).not.toMatch(/<script|<image|<foreignObject|href=|url\((?!#)|on[a-z]+=/i)
      expect(svg, file).toContain('Simple Icons (simple-icons, CC0-1.0)')
    }
  })
})
