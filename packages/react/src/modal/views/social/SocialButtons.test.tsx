import { createMemoryStorage, createPortico } from '@portico/core'
import { DEFAULT_FEATURES } from '@portico/core/internal'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { PorticoContext } from '../../../context'
import { testContextValue } from '../../../testing/testContext'
import { renderOnlyAdapter } from '../../../testing/testKit'
import { SocialButtons } from './SocialButtons'

/** The markup of the buttons for `socials`, with the server's `socialImages` and the kit in `themeMode`. */
function markup(socials: readonly string[], socialImages?: Record<string, { light: string; dark: string }>, themeMode: 'light' | 'dark' = 'light'): string {
  const portico = createPortico({ adapters: [renderOnlyAdapter], storage: createMemoryStorage(), themeMode })
  portico.stores.features.setState({ features: { ...DEFAULT_FEATURES, socials: socials as never }, socialImages })
  return renderToStaticMarkup(
    <PorticoContext.Provider value={testContextValue(portico)}>
      <SocialButtons />
    </PorticoContext.Provider>,
  )
}

/** The buttons' accessible names as rendered for `socials` (and `pay`), in order; a compact one (named by aria-label) says so. */
function names(socials: readonly string[] | false, pay = false): string[] {
  const portico = createPortico({ adapters: [renderOnlyAdapter], storage: createMemoryStorage() })
  portico.stores.features.setState({ features: { ...DEFAULT_FEATURES, socials: socials as never, pay } })
  const value = testContextValue(portico)
  const html = renderToStaticMarkup(
    <PorticoContext.Provider value={value}>
      <SocialButtons />
    </PorticoContext.Provider>,
  )
  return html
    .split('<button')
    .slice(1)
    .map((button) => {
      const label = /aria-label="([^"]+)"/.exec(button.slice(0, button.indexOf('>')))?.[1]
      const text = /<span class="portico-item__label">([^<]+)<\/span>/.exec(button)?.[1]
      return label ? `${label} (compact)` : (text ?? '')
    })
}

afterEach(() => {
  delete (globalThis as { Telegram?: unknown }).Telegram
})

describe('SocialButtons', () => {
  it('lists the project’s socials in the spec’s order (§9), each labelled', () => {
    expect(names(['github', 'google'])).toEqual(['Continue with Google', 'Continue with GitHub'])
  })

  it('shows nothing while socials are off or Pay is on (spec §5)', () => {
    expect(names(false)).toEqual([])
    expect(names([])).toEqual([])
    expect(names(['google', 'github'], true)).toEqual([])
  })

  it('lists farcaster in its place (its click opens ConnectingFarcaster)', () => {
    expect(names(['github', 'farcaster'])).toEqual(['Continue with Farcaster', 'Continue with GitHub'])
  })

  it('applies the Telegram platform filter (spec §5)', () => {
    ;(globalThis as { Telegram?: unknown }).Telegram = { WebApp: { platform: 'android' } }
    expect(names(['google', 'x', 'facebook', 'github'])).toEqual(['Continue with Google', 'Continue with GitHub'])
  })

  it("shows the server's mark for the kit's theme as a decorative image (empty alt), each button still named by its text or label", () => {
    const images = (provider: string) => ({ light: `https://portico.example/v1/social-images/${provider}-light.svg`, dark: `https://portico.example/v1/social-images/${provider}-dark.svg` })
    const socialImages = { google: images('google'), apple: images('apple'), x: images('x'), github: images('github') }
    const imagesOf = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => ({ src: /src="([^"]+)"/.exec(tag)?.[1], alt: /alt="([^"]*)"/.exec(tag)?.[1] }))
    expect(imagesOf(markup(['google', 'apple'], socialImages, 'light'))).toEqual([
      { src: socialImages.google.light, alt: '' },
      { src: socialImages.apple.light, alt: '' },
    ])
    const dark = markup(['google', 'x', 'apple', 'github'], socialImages, 'dark')
    expect(imagesOf(dark).map(({ src }) => src)).toEqual([socialImages.google.dark, socialImages.x.dark, socialImages.apple.dark, socialImages.github.dark])
    expect(imagesOf(dark).every(({ alt }) => alt === '')).toBe(true)
    expect(dark).not.toContain('<svg')
  })

  it("keeps the kit's letter mark for a provider the server links no mark for (an older server)", () => {
    const html = markup(['google', 'github'], { google: { light: 'https://portico.example/g-light.svg', dark: 'https://portico.example/g-dark.svg' } })
    expect(html.match(/<img /g)).toHaveLength(1)
    expect(html).toMatch(/<svg class="portico-social-icon"[^>]*aria-hidden="true"[^>]*>.*<text[^>]*>G<\/text>/)
    expect(markup(['google'])).not.toContain('<img')
  })

  it('with more than three, keeps the first labelled and the others a compact row, still named', () => {
    const all = ['google', 'x', 'discord', 'apple', 'github', 'facebook']
    expect(names(all)).toEqual([
      'Continue with Google',
      'Continue with X (compact)',
      'Continue with Discord (compact)',
      'Continue with Apple (compact)',
      'Continue with GitHub (compact)',
      'Continue with Facebook (compact)',
    ])
    expect(names(['google', 'x', 'github'])).toEqual(['Continue with Google', 'Continue with X', 'Continue with GitHub'])
  })
})
