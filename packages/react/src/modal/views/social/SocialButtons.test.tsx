import { createMemoryStorage, createPortico } from '@portico/core'
import { DEFAULT_FEATURES } from '@portico/core/internal'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { PorticoContext } from '../../../context'
import { testContextValue } from '../../../testing/testContext'
import { renderOnlyAdapter } from '../../../testing/testKit'
import { SocialButtons } from './SocialButtons'

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
