import { describe, expect, it } from 'vitest'
import { keepSocialImages } from './socialImages'

describe('keepSocialImages', () => {
  it('keeps each provider with an http(s) image for both themes', () => {
    const google = { light: 'https://portico.example/v1/social-images/google-light.svg', dark: 'http://localhost/v1/social-images/google-dark.svg' }
    expect(keepSocialImages({ google })).toEqual({ google })
  })

  it('leaves out what is not one: a missing theme, another scheme, a non-object, an older server’s missing field', () => {
    expect(
      keepSocialImages({
        x: { light: 'https://a.example/x-light.svg' },
        apple: { light: 'javascript:alert(1)', dark: 'https://a.example/apple-dark.svg' },
        github: 'https://a.example/github.svg',
        discord: null,
        facebook: { light: 'data:image/svg+xml,<svg/>', dark: 'https://a.example/facebook-dark.svg' },
      }),
    ).toEqual({})
    for (const value of [undefined, null, 'x', 1]) expect(keepSocialImages(value)).toEqual({})
  })
})
