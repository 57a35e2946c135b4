import { describe, expect, it } from 'vitest'
import { BASIC_FEATURES, DEFAULT_FEATURES, localFeatures } from './features'
import { resolveFeatures } from './resolveFeatures'
import { localConfigIgnoredMessage } from './localConfigIgnoredMessage'

const remote = { ...DEFAULT_FEATURES, swaps: true, email: true, socials: ['google', 'github'] as const }

describe('resolveFeatures', () => {
  it('uses the defaults, then the local options, before the remote config arrives', () => {
    expect(resolveFeatures({}).features).toEqual(DEFAULT_FEATURES)
    expect(resolveFeatures({ local: { onramp: true } }).features).toEqual({ ...DEFAULT_FEATURES, onramp: true })
  })

  it('lets the remote config win and names the local options it overrode', () => {
    const { features, ignored } = resolveFeatures({ local: { swaps: false, activity: true, onramp: undefined }, remote })
    expect(features).toEqual(remote)
    expect(ignored).toEqual(['swaps'])
  })

  it('compares social lists by value', () => {
    expect(resolveFeatures({ local: { socials: ['google', 'github'] }, remote }).ignored).toEqual([])
    expect(resolveFeatures({ local: { socials: ['google'] }, remote }).ignored).toEqual(['socials'])
  })

  it('turns e-mail and socials off when pay is on, locally and remotely', () => {
    expect(resolveFeatures({ local: { pay: true, email: true, socials: ['x'] } }).features).toMatchObject({ pay: true, email: false, socials: false })
    expect(resolveFeatures({ remote: { ...remote, pay: true } }).features).toMatchObject({ pay: true, email: false, socials: false, swaps: true })
    expect(resolveFeatures({ local: { pay: true }, remote: { ...remote, pay: true } }).features).toMatchObject({ email: false, socials: false })
  })

  it('lets the remote pay feature win like the others, and keeps the local one when the server does not know pay', () => {
    expect(resolveFeatures({ local: { pay: true }, remote: { ...remote, pay: false } })).toMatchObject({
      features: { pay: false, email: true, socials: ['google', 'github'] },
      ignored: ['pay'],
    })
    const { pay: _, ...older } = { ...remote, pay: undefined }
    expect(resolveFeatures({ local: { pay: true }, remote: older })).toEqual({
      features: { ...remote, pay: true, email: false, socials: false },
      ignored: [],
    })
    expect(resolveFeatures({ remote: older }).features.pay).toBe(false)
  })

  it('turns everything off in basic mode, whatever the options say', () => {
    expect(resolveFeatures({ basic: true, local: { swaps: true }, remote })).toEqual({ features: BASIC_FEATURES, ignored: [] })
    expect(Object.values(BASIC_FEATURES).every((value) => value === false)).toBe(true)
  })
})

describe('localFeatures', () => {
  it('is what resolveFeatures gives without a remote config', () => {
    expect(localFeatures({ pay: true, email: true, onramp: true })).toEqual(resolveFeatures({ local: { pay: true, email: true, onramp: true } }).features)
    expect(localFeatures({ swaps: true }, true)).toBe(BASIC_FEATURES)
  })
})

describe('localConfigIgnoredMessage', () => {
  it('names every ignored option', () => {
    expect(localConfigIgnoredMessage(['swaps', 'onramp'])).toMatch(/^\[Portico\] Your local configuration for "swaps", "onramp" was ignored because/)
  })
})
