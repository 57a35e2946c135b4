import type { Translate } from '../../../i18n/translate'
import { errorText } from '../../../i18n/visitorText'
import { formatLimits } from './onrampFormat'

/** An on-ramp error as the visitor reads it: the payment method's limits in their locale, else the catalogue's text. */
export function onrampErrorText(t: Translate, locale: string, error: unknown): string {
  const { name, paymentMethod } = (error ?? {}) as { name?: string; paymentMethod?: 'card' | 'bank' }
  if (name === 'OnrampAmountOutOfRangeError' && (paymentMethod === 'card' || paymentMethod === 'bank'))
    return t(`view.onramp.limit.${paymentMethod}`, formatLimits(paymentMethod, locale))
  return errorText(t, error)
}
