import { describe, expect, it } from 'vitest'
import { checkOrigins } from './checkOrigins.ts'

describe('checkOrigins', () => {
  it('passes two distinct https origins', () => {
    expect(checkOrigins({ publicUrl: 'https://api.example.com', frameOrigin: 'https://wallet.example.com' })).toEqual([])
  })
  it('refuses a missing value', () => {
    expect(checkOrigins({ publicUrl: undefined, frameOrigin: 'https://wallet.example.com' })).toEqual(['PORTICO_PUBLIC_URL is not set'])
  })
  it('refuses http', () => {
    expect(checkOrigins({ publicUrl: 'http://api.example.com', frameOrigin: 'https://wallet.example.com' })).toEqual([
      'PORTICO_PUBLIC_URL must be https (is http)',
    ])
  })
  it('refuses the same origin for both', () => {
    expect(checkOrigins({ publicUrl: 'https://example.com/api', frameOrigin: 'https://example.com' })).toEqual([
      'PORTICO_FRAME_ORIGIN must be a different origin from PORTICO_PUBLIC_URL (both https://example.com)',
    ])
  })
})
