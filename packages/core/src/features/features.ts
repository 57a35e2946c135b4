import type { RemoteFeatures } from '../server/types'

export type Features = RemoteFeatures

/** What the app may set locally; `pay` turns e-mail and socials off (spec §5). */
export type LocalFeatures = Partial<Features>

/** A project's features when nothing says otherwise (the Portico server uses the same defaults). */
export const DEFAULT_FEATURES: Features = {
  email: false,
  socials: false,
  swaps: false,
  onramp: false,
  activity: true,
  branding: true,
  multiWallet: false,
  analytics: true,
  pay: false,
}

/** Basic mode: every remote feature off, and no call to the server for them. */
export const BASIC_FEATURES: Features = {
  email: false,
  socials: false,
  swaps: false,
  onramp: false,
  activity: false,
  branding: false,
  multiWallet: false,
  analytics: false,
  pay: false,
}

/**
 * The features in effect before any remote config: basic mode turns all off; otherwise the
 * defaults with the app's local options over them. With `pay` on, e-mail and socials are off.
 */
export function localFeatures(local: LocalFeatures = {}, basic?: boolean): Features {
  if (basic) return BASIC_FEATURES
  return applyPay({ ...DEFAULT_FEATURES, ...definedOnly(local) })
}

/** E-mail and socials are forced off when the pay feature is on (spec §5). */
export function applyPay(features: Features): Features {
  return features.pay ? { ...features, email: false, socials: false } : features
}

/** The options the app actually set (`undefined` means "not set"). */
export function definedOnly(local: Partial<Features>): Partial<Features> {
  return Object.fromEntries(Object.entries(local).filter(([, value]) => value !== undefined)) as Partial<Features>
}
