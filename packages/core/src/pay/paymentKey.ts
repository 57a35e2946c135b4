import type { PaymentAsset } from './types'

/** An amount's canonical text: no leading zeros, no trailing fraction zeros (`'05.50'` → `'5.5'`). */
function canonicalAmount(amount: string): string {
  const [whole = '', fraction = ''] = amount.trim().split('.')
  const integer = whole.replace(/^0+(?=\d)/, '') || '0'
  const decimals = fraction.replace(/0+$/, '')
  return decimals ? `${integer}.${decimals}` : integer
}

/**
 * Which request a payment answers: the same recipient, assets and amount give the same key, so a
 * second `pay` call while one is under way (or after a reload) is recognised as the same payment.
 */
export function paymentKey({ recipient, assets, amount }: { recipient: string; assets: readonly PaymentAsset[]; amount: string }): string {
  const ids = assets.map((asset) => asset.id.toLowerCase()).sort()
  return JSON.stringify([recipient.trim().toLowerCase(), ids, canonicalAmount(amount)])
}
