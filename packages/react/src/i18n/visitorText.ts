import type { Translate } from './translate'

/**
 * What a visitor reads for an error: its catalogue text by class name (`error.SendInvalidAmountError`),
 * else its short message (wallet errors, developer errors).
 */
export function errorText(t: Translate, error: unknown): string {
  const { name, shortMessage, message } = (error ?? {}) as { name?: string; shortMessage?: string; message?: string }
  const key = `error.${name}`
  return t.has(key) ? t(key) : (shortMessage ?? message ?? String(error))
}

/** An alert's title in the visitor's language when the catalogue has its code (`alert.token_balance_unavailable`). */
export function alertTitle(t: Translate, alert: { code?: string | undefined; title: string }): string {
  const key = `alert.${alert.code}`
  return alert.code && t.has(key) ? t(key) : alert.title
}
