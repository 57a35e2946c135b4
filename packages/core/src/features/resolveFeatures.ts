import { applyPay, BASIC_FEATURES, DEFAULT_FEATURES, definedOnly, type Features, type LocalFeatures, localFeatures } from './features'

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
  if (!remote) return { features: localFeatures(local), ignored: [] }
  const { pay, ...rest } = local
  const given = definedOnly(rest)
  const ignored = (Object.keys(given) as (keyof Features)[]).filter((key) => !sameValue(given[key], remote[key]))
  return { features: applyPay({ ...DEFAULT_FEATURES, ...remote }, pay), ignored }
}

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((v, i) => v === b[i]) : a === b
