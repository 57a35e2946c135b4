import type { ApprovalRequest } from './approval.ts'
import { chainInfo } from './chains.ts'
import { decodeErc20Call, UNLIMITED_FROM } from './erc20Call.ts'
import { formatUntil, isUnlimitedPermit, readPermits } from './permitMessage.ts'
import { hasHiddenCharacters, revealHiddenCharacters, signInDomain, signInDomainMatches } from './messageChecks.ts'
import type { Translate } from './i18n/translate.ts'

type Description = Omit<ApprovalRequest, 'origin' | 'appName'>
type Row = { label: string; value: string }

/**
 * The approval view's title, rows and warnings for a signing or sending request. `parentOrigin`
 * is the page asking (the browser's word): a sign-in message for another domain is called out.
 */
export function describeRequest(t: Translate, method: string, params: unknown, chainId: string, parentOrigin: string): Description {
  const list = Array.isArray(params) ? params : []
  if (method === 'personal_sign') {
    const text = messageText(String(list[0] ?? ''))
    const warnings = hiddenWarning(t, text)
    const domain = signInDomain(text)
    if (domain !== undefined && !signInDomainMatches(domain, parentOrigin)) warnings.push(t('warning.signInDomain', { domain, origin: parentOrigin }))
    return { title: t('request.signMessage'), rows: [{ label: t('request.message'), value: revealHiddenCharacters(text) }], warnings }
  }
  if (method === 'eth_signTypedData_v4') {
    const data = prettyJson(typeof list[1] === 'string' ? list[1] : JSON.stringify(list[1] ?? {}))
    const described = { title: t('request.signTypedData'), rows: [{ label: t('request.data'), value: revealHiddenCharacters(data) }], warnings: hiddenWarning(t, data) }
    return describePermit(t, data, described)
  }
  if (method === 'eth_sendTransaction') return describeTransaction(t, (list[0] ?? {}) as { to?: string; value?: string; data?: string }, chainId)
  if (method === 'wallet_sendCalls') return describeCalls(t, (list[0] ?? {}) as { calls?: unknown }, chainId)
  return { title: t('request.other'), rows: [{ label: t('request.method'), value: method }] }
}

function describeTransaction(t: Translate, tx: { to?: string; value?: string; data?: string }, chainId: string): Description {
  const chain = chainInfo(chainId)
  const wei = BigInt(tx.value ?? '0x0')
  const native = chain ? `${formatEther(wei)} ${chain.symbol}` : t('request.nativeAmount', { amount: formatEther(wei), chainId })
  const network = { label: t('request.network'), value: chain ? `${chain.name} (eip155:${chainId})` : `eip155:${chainId}` }
  const call = decodeErc20Call(tx.data)
  if (!call) {
    const rows: Row[] = [{ label: t('request.to'), value: tx.to ?? '' }, { label: t('request.amount'), value: native }, network]
    if (tx.data && tx.data !== '0x') rows.push({ label: t('request.data'), value: tx.data })
    return { title: t('request.sendTransaction'), rows }
  }
  // A token call: the token is the contract called; any native value sent along is shown too.
  const token = { label: t('request.token'), value: tx.to ?? '' }
  const alongside = wei > 0n ? [{ label: t('request.amount'), value: native }] : []
  if (call.kind === 'transfer') {
    const rows = [token, { label: t('request.to'), value: call.to }, { label: t('request.tokenAmount'), value: t('request.tokenUnits', { amount: String(call.amount) }) }]
    return { title: t('request.sendToken'), rows: [...rows, ...alongside, network] }
  }
  const unlimited = call.amount >= UNLIMITED_FROM
  const allowance = unlimited ? t('request.unlimited') : t('request.tokenUnits', { amount: String(call.amount) })
  return {
    title: t('request.approveToken'),
    rows: [token, { label: t('request.spender'), value: call.spender }, { label: t('request.allowance'), value: allowance }, ...alongside, network],
    warnings: unlimited ? [t('warning.unlimited')] : [],
    danger: unlimited,
  }
}

/**
 * A batch (one UserOperation of the smart account): each call as a transaction approval shows it
 * (a token transfer or allowance decoded), under its number; the network once.
 */
function describeCalls(t: Translate, batch: { calls?: unknown }, chainId: string): Description {
  const calls = (Array.isArray(batch.calls) ? batch.calls : []) as { to?: string; value?: string; data?: string }[]
  const rows: Row[] = []
  const warnings: string[] = []
  let danger = false
  let network: Row | undefined
  calls.forEach((call, index) => {
    const described = describeTransaction(t, call, chainId)
    rows.push({ label: t('request.callNumber', { index: String(index + 1), count: String(calls.length) }), value: described.title })
    for (const row of described.rows) {
      if (row.label === t('request.network')) network = row
      else rows.push(row)
    }
    for (const warning of described.warnings ?? []) if (!warnings.includes(warning)) warnings.push(warning)
    danger ||= described.danger === true
  })
  return { title: t('request.sendCalls', { count: String(calls.length) }), rows: network ? [...rows, network] : rows, warnings, danger }
}

/** A Permit or Permit2 signature in plain words first ("lets … spend up to … until …", one line per allowance of a batch), the JSON still below it. */
function describePermit(t: Translate, data: string, described: Description): Description {
  let permits
  try {
    permits = readPermits(JSON.parse(data))
  } catch {
    return described
  }
  if (permits.length === 0) return described
  const unlimited = permits.some(isUnlimitedPermit)
  const rows = permits.map((permit) => {
    const amount = isUnlimitedPermit(permit) ? t('request.unlimited') : t('request.tokenUnits', { amount: String(permit.amount) })
    const values = { spender: permit.spender, amount, token: permit.token }
    if (permit.until === 'transaction') return { label: t('permit.allows'), value: t('permit.summaryTransaction', values) }
    const until = permit.until === 'never' ? t('permit.noEnd') : formatUntil(permit.until)
    return { label: t('permit.allows'), value: t('permit.summary', { ...values, until }) }
  })
  return {
    title: t(permits[0]!.kind === 'permit2' ? 'permit.title2' : 'permit.title'),
    rows: [...rows, ...described.rows],
    warnings: [...(unlimited ? [t('warning.unlimited')] : []), ...(described.warnings ?? [])],
    danger: unlimited,
  }
}

function hiddenWarning(t: Translate, text: string): string[] {
  return hasHiddenCharacters(text) ? [t('warning.hiddenCharacters')] : []
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

/** Wei as ether, all decimals kept. */
export function formatEther(wei: bigint): string {
  const whole = wei / 10n ** 18n
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}
