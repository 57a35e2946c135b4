import type { RemoteFeatures } from '../server/types'

export type Features = RemoteFeatures

/** What the app may set locally; `pay` turns e-mail and socials off (spec §5). */
export type LocalFeatures = Partial<Features> & { pay?: boolean | undefined }

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
}

/**
 * The features in effect before any remote config: basic mode turns all off; otherwise the
 * defaults with the app's local options over them. With `pay` on, e-mail and socials are off.
 */
export function localFeatures(local: LocalFeatures = {}, basic?: boolean): Features {
  if (basic) return BASIC_FEATURES
  const { pay, ...given } = local
  return applyPay({ ...DEFAULT_FEATURES, ...definedOnly(given) }, pay)
}

/** E-mail and socials are forced off when the pay feature is on (spec §5). */
export function applyPay(features: Features, pay: boolean | undefined): Features {
  return pay ? { ...features, email: false, socials: false } : features
}

/** The options the app actually set (`undefined` means "not set"). */
export function definedOnly(local: Partial<Features>): Partial<Features> {
  return Object.fromEntries(Object.entries(local).filter(([, value]) => value !== undefined)) as Partial<Features>
}
