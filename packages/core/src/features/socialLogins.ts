import { DEFAULT_SOCIALS } from '../constants'
import type { SocialProvider } from '../server/types'

/** The platform a Telegram mini app runs on (`Telegram.WebApp.platform`), or undefined outside Telegram. */
export type TelegramPlatform = 'ios' | 'macos' | 'android' | (string & {})

/** Spec §5: inside Telegram, iOS removes google, macOS removes x, Android removes facebook and x. */
const removedOnTelegram: Readonly<Record<string, readonly SocialProvider[]>> = Object.freeze({
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
})

/** Spec §5: the social logins Telegram's platform `platform` leaves (all of them outside Telegram). */
export function filterSocialsForTelegram(socials: readonly SocialProvider[], platform: TelegramPlatform | undefined): SocialProvider[] {
  const removed = platform ? (removedOnTelegram[platform] ?? []) : []
  return socials.filter((social) => !removed.includes(social))
}

/**
 * The social buttons the Connect view shows: those the features turn on, none while Pay is on
 * (spec §5), in the spec's order (§9: google, x, farcaster, discord, apple, github, facebook),
 * without those Telegram's platform removes.
 */
export function visibleSocials(features: { socials: readonly SocialProvider[] | false; pay?: boolean | undefined }, platform?: TelegramPlatform | undefined): SocialProvider[] {
  if (features.pay || !features.socials) return []
  const on = new Set(features.socials)
  return filterSocialsForTelegram(DEFAULT_SOCIALS.filter((social) => on.has(social)), platform)
}

/** The embedded wallet is reachable: e-mail login on, or at least one social login (Pay turns both off, spec §5). */
export function embeddedLoginOn(features: { email: boolean; socials: readonly SocialProvider[] | false; pay?: boolean | undefined }): boolean {
  return !features.pay && (features.email || visibleSocials(features).length > 0)
}
