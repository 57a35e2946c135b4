import { describe, expect, it } from 'vitest'
import { isOnrampRestrictedTimeZone } from './onrampRestricted'

describe('isOnrampRestrictedTimeZone', () => {
  it.each(['Asia/Shanghai', 'Asia/Urumqi', 'PRC', 'Asia/Hong_Kong', 'Hongkong'])('hides the on-ramp in %s', (zone) => {
    expect(isOnrampRestrictedTimeZone(zone)).toBe(true)
  })

  it.each(['Europe/Berlin', 'Asia/Taipei', 'Asia/Macau', 'Asia/Singapore', 'UTC', ''])('shows it in %j', (zone) => {
    expect(isOnrampRestrictedTimeZone(zone)).toBe(false)
  })

  it('reads the browser’s zone by default', () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(isOnrampRestrictedTimeZone()).toBe(isOnrampRestrictedTimeZone(own))
  })
})
