import { ONRAMP_RESTRICTED_TIME_ZONES } from '../constants'

/**
 * Whether the on-ramp is hidden in `timeZone` (spec §9: mainland China and Hong Kong). Default: the
 * browser's own (`Intl`); an unknown zone is not restricted.
 *
 * @example isOnrampRestrictedTimeZone('Asia/Hong_Kong') // true
 */
export function isOnrampRestrictedTimeZone(timeZone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone): boolean {
  return timeZone !== undefined && (ONRAMP_RESTRICTED_TIME_ZONES as readonly string[]).includes(timeZone)
}
