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
 * `pay` is a remote feature like the others; with it on (wherever it came from), e-mail and
 * socials are forced off (spec §5).
 *
 * @example
 * resolveFeatures({ local: { swaps: true }, remote }) // { features: remote…, ignored: ['swaps'] when they differ }
 */
export function resolveFeatures({ local = {}, remote, basic }: ResolveFeaturesParameters): ResolveFeaturesReturnType {
  if (basic) return { features: BASIC_FEATURES, ignored: [] }
  if (!remote) return { features: localFeatures(local), ignored: [] }
  const given = definedOnly(local)
  // A server older than the pay feature does not send it: the app's own setting stays then.
  const known = definedOnly(remote)
  const ignored = (Object.keys(given) as (keyof Features)[]).filter((key) => key in known && !sameValue(given[key], known[key]))
  return { features: applyPay({ ...DEFAULT_FEATURES, pay: given.pay ?? false, ...known }), ignored }
}

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((v, i) => v === b[i]) : a === b
