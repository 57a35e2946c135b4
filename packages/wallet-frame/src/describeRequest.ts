import type { ApprovalRequest } from './approval.ts'

/** The approval view's title and rows for a signing or sending request. */
export function describeRequest(method: string, params: unknown, chainId: string): Omit<ApprovalRequest, 'origin' | 'appName'> {
  const list = Array.isArray(params) ? params : []
  if (method === 'personal_sign') return { title: 'Sign message', rows: [{ label: 'Message', value: messageText(String(list[0] ?? '')) }] }
  if (method === 'eth_signTypedData_v4') {
    const data = typeof list[1] === 'string' ? list[1] : JSON.stringify(list[1] ?? {})
    return { title: 'Sign typed data', rows: [{ label: 'Data', value: prettyJson(data) }] }
  }
  if (method === 'eth_sendTransaction') {
    const tx = (list[0] ?? {}) as { to?: string; value?: string; data?: string }
    const rows = [
      { label: 'To', value: tx.to ?? '' },
      { label: 'Amount', value: `${formatEther(tx.value ?? '0x0')} ETH` },
      { label: 'Network', value: `eip155:${chainId}` },
    ]
    if (tx.data && tx.data !== '0x') rows.push({ label: 'Data', value: tx.data })
    return { title: 'Send transaction', rows }
  }
  return { title: 'Approve request', rows: [{ label: 'Method', value: method }] }
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
