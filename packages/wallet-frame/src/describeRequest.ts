import type { ApprovalRequest } from './approval.ts'
import type { Translate } from './translate.ts'

/** The approval view's title and rows for a signing or sending request. */
export function describeRequest(t: Translate, method: string, params: unknown, chainId: string): Omit<ApprovalRequest, 'origin' | 'appName'> {
  const list = Array.isArray(params) ? params : []
  if (method === 'personal_sign') return { title: t('request.signMessage'), rows: [{ label: t('request.message'), value: messageText(String(list[0] ?? '')) }] }
  if (method === 'eth_signTypedData_v4') {
    const data = typeof list[1] === 'string' ? list[1] : JSON.stringify(list[1] ?? {})
    return { title: t('request.signTypedData'), rows: [{ label: t('request.data'), value: prettyJson(data) }] }
  }
  if (method === 'eth_sendTransaction') {
    const tx = (list[0] ?? {}) as { to?: string; value?: string; data?: string }
    const rows = [
      { label: t('request.to'), value: tx.to ?? '' },
      { label: t('request.amount'), value: `${formatEther(tx.value ?? '0x0')} ETH` },
      { label: t('request.network'), value: `eip155:${chainId}` },
    ]
    if (tx.data && tx.data !== '0x') rows.push({ label: t('request.data'), value: tx.data })
    return { title: t('request.sendTransaction'), rows }
  }
  return { title: t('request.other'), rows: [{ label: t('request.method'), value: method }] }
}

/** A hex message as text when it is printable UTF-8, else as hex. */
function messageText(message: string): string {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(message)) return message
  const bytes = new Uint8Array((message.length - 2) / 2).map((_, i) => Number.parseInt(message.slice(2 + i * 2, 4 + i * 2), 16))
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return /^[\P{Cc}\n\r\t]*$/u.test(text) ? text : message
  } catch {
    return message
  }
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}

/** Wei (hex or decimal) as ether, all decimals kept. */
export function formatEther(value: string): string {
  const wei = BigInt(value)
  const whole = wei / 10n ** 18n
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}
