import { describe, expect, it } from 'vitest'
import { farcasterEnding } from './farcasterSignIn'

describe('farcasterEnding', () => {
  it("reads the server's expiry (and a finished attempt) as expired", () => {
    expect(farcasterEnding({ code: 'embedded_farcaster_expired', message: 'x' })).toEqual({ step: 'expired' })
    expect(farcasterEnding({ code: 'embedded_farcaster_login_invalid', message: 'x' })).toEqual({ step: 'expired' })
  })
  it('anything else is a failure with its short message', () => {
    expect(farcasterEnding({ code: 'embedded_farcaster_refused', message: 'long', shortMessage: 'short' })).toEqual({ step: 'failed', message: 'short' })
    expect(farcasterEnding(undefined)).toEqual({ step: 'failed', message: undefined })
  })
})
