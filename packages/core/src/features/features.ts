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

export type ResolveFeaturesParameters = {
  local?: LocalFeatures | undefined
  remote?: Features | undefined
  basic?: boolean | undefined
}

export type ResolveFeaturesReturnType = {
  features: Features
  /** Local settings the remote configuration overrode (each gets the "local config ignored" warning). */
  ignored: (keyof Features)[]
}

/**
 * The features in effect: basic mode turns all off; otherwise the remote configuration wins over
 * the app's local options once it has arrived, and the local options win over the defaults before.
 * With `pay` on, e-mail and socials are forced off.
 *
 * @example
 * resolveFeatures({ local: { swaps: true }, remote }) // { features: remote…, ignored: ['swaps'] when they differ }
 */
export function resolveFeatures({ local = {}, remote, basic }: ResolveFeaturesParameters): ResolveFeaturesReturnType {
  if (basic) return { features: BASIC_FEATURES, ignored: [] }
  const { pay, ...localFeatures } = local
  const given = Object.fromEntries(Object.entries(localFeatures).filter(([, value]) => value !== undefined)) as Partial<Features>
  const features: Features = remote ? { ...DEFAULT_FEATURES, ...remote } : { ...DEFAULT_FEATURES, ...given }
  const ignored = remote
    ? (Object.keys(given) as (keyof Features)[]).filter((key) => !sameValue(given[key], remote[key]))
    : []
  if (pay) {
    features.email = false
    features.socials = false
  }
  return { features, ignored }
}

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((v, i) => v === b[i]) : a === b

/** The "local config ignored" warning (spec §8) for the given option names. */
export function localConfigIgnoredMessage(keys: readonly string[]): string {
  return `[Portico] Your local configuration for ${keys.map((k) => `"${k}"`).join(', ')} was ignored because the project's remote configuration was fetched. Manage these features on the Portico server (portico-server project features).`
}
