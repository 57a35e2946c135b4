import { describe, expect, it } from 'vitest'
import { embeddedLoginOn, filterSocialsForTelegram, visibleSocials } from './socialLogins'

const all = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const

describe('the Telegram platform filter (spec §5)', () => {
  it.each([
    ['ios', ['x', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['macos', ['google', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['android', ['google', 'farcaster', 'discord', 'apple', 'github']],
    ['tdesktop', [...all]],
    [undefined, [...all]],
  ] as const)('on %s leaves %j', (platform, left) => {
    expect(filterSocialsForTelegram(all, platform)).toEqual(left)
  })
})

describe('visibleSocials', () => {
  it('shows only the turned-on logins, in the spec’s order (§9), whatever order they were given in', () => {
    expect(visibleSocials({ socials: ['github', 'google'] })).toEqual(['google', 'github'])
    expect(visibleSocials({ socials: ['facebook', 'x', 'apple'] })).toEqual(['x', 'apple', 'facebook'])
  })

  it('shows none when socials are off or Pay is on (spec §5)', () => {
    expect(visibleSocials({ socials: false })).toEqual([])
    expect(visibleSocials({ socials: ['google', 'github'], pay: true })).toEqual([])
  })

  it('applies the Telegram filter after the order', () => {
    expect(visibleSocials({ socials: ['x', 'google', 'facebook'] }, 'android')).toEqual(['google'])
  })
})

describe('embeddedLoginOn', () => {
  it('is on with e-mail or at least one social, off with neither or while Pay is on (spec §5)', () => {
    expect(embeddedLoginOn({ email: true, socials: false })).toBe(true)
    expect(embeddedLoginOn({ email: false, socials: ['github'] })).toBe(true)
    expect(embeddedLoginOn({ email: false, socials: [] })).toBe(false)
    expect(embeddedLoginOn({ email: false, socials: false })).toBe(false)
    expect(embeddedLoginOn({ email: true, socials: ['google'], pay: true })).toBe(false)
  })
})
