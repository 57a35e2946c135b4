import type { Answer } from '@portico/core/contract'
import type { Api } from './api.ts'
import type { Translate } from './i18n/translate.ts'
import { decodedRows } from './clearSigned.ts'

type Row = { label: string; value: string }
type FullAnswer = Answer<'POST /v1/simulate'>
/** The answer for calls (a message's, `status: 'message'`, is `typedDataRows`'s). */
type SimulateAnswer = Exclude<FullAnswer, { status: 'message' }>
/** The approval's rows and warnings from a simulation; `danger` when it grants a spender everything or the server found a danger (Approve then takes one more step). */
export type Simulated = { rows: Row[]; warnings: string[]; danger: boolean }

/** How long the approval waits for the simulation before it shows the request without it. */
export const simulationWaitMs = 6_000

/**
 * What the server's simulation (`POST /v1/simulate`) says a transaction or a batch would change
 * for `from` (the acting account; the EOA the session names when undefined), as approval rows and warnings: each balance change signed (“−0.01 ETH”), unlimited
 * and all-NFT approvals and a revert as warnings. When the server cannot simulate (no
 * `eth_simulateV1` on the chain's node, a timeout, a refusal), one row says so and the approval
 * shows the request as before.
 */
export async function simulationRows(
  api: Pick<Api, 'simulate' | 'me'>,
  t: Translate,
  { method, params, chainId, from }: { method: string; params: unknown; chainId: string; from: string | undefined },
): Promise<Simulated> {
  if (method !== 'eth_sendTransaction' && method !== 'wallet_sendCalls') return { rows: [], warnings: [], danger: false }
  const list = Array.isArray(params) ? params : []
  const first = (list[0] ?? {}) as { calls?: unknown; to?: unknown; data?: unknown; value?: unknown }
  const raw = method === 'wallet_sendCalls' ? (Array.isArray(first.calls) ? first.calls : []) : [first]
  const calls = raw.map((call: { to?: unknown; data?: unknown; value?: unknown }) => ({
    to: String(call.to ?? ''),
    ...(typeof call.data === 'string' && call.data !== '0x' ? { data: call.data } : {}),
    ...(typeof call.value === 'string' ? { value: call.value } : {}),
  }))
  let answer: FullAnswer
  try {
    answer = await withTimeout((async () => api.simulate({ chainId: Number(chainId), from: from ?? (await api.me()).user.address, calls }))())
  } catch (error) {
    // A node that cannot simulate: the server still sends the calls in words (`details.decoded`).
    const decoded = (error as { details?: { decoded?: unknown } }).details?.decoded
    return { rows: [{ label: t('simulation.title'), value: t('simulation.unavailable') }, ...decodedRows(t, readDecoded(decoded))], warnings: [], danger: false }
  }
  if (answer.status === 'message') return { rows: [{ label: t('simulation.title'), value: t('simulation.unavailable') }], warnings: [], danger: false }
  return describeSimulation(t, answer)
}

/** `details.decoded` of a 503 when it is what a simulation's `decoded` is (else nothing). */
function readDecoded(value: unknown): SimulateAnswer['decoded'] {
  if (!Array.isArray(value) || value.length > 16) return undefined
  const isText = (text: unknown) => typeof text === 'string' && text.length <= 400
  const valid = value.every(
    (call) =>
      call === null ||
      (typeof call === 'object' &&
        isText((call as { intent?: unknown }).intent) &&
        isText((call as { owner?: unknown }).owner) &&
        Array.isArray((call as { fields?: unknown }).fields) &&
        (call as { fields: unknown[] }).fields.every((field) => typeof field === 'object' && field !== null && isText((field as { label?: unknown }).label) && isText((field as { value?: unknown }).value))),
  )
  return valid ? (value as SimulateAnswer['decoded']) : undefined
}

/** `promise`, or a rejection after `simulationWaitMs`. */
export function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('simulation timed out')), simulationWaitMs))])
}

type ServerWarning = NonNullable<FullAnswer['warnings']>[number]

/** A warning the server found beside the simulation (scam list, approval to an account, new contract, unusual value), in words. */
export function serverWarningText(t: Translate, warning: ServerWarning): string {
  if (warning.kind === 'unusual_value') return t('simulation.unusualValue', { amount: warning.formatted, symbol: warning.symbol, usual: warning.usual })
  if (warning.kind === 'spender_not_contract') return t('simulation.notContract', { address: warning.address })
  if (warning.kind === 'new_contract') return t('simulation.newContract', { address: warning.address })
  return t('simulation.scamAddress', { address: warning.address })
}

/** The rows and warnings of a simulation's answer; a server warning of severity `danger` makes it a danger. */
export function describeSimulation(t: Translate, answer: SimulateAnswer): Simulated {
  const label = t('simulation.title')
  const found = answer.warnings ?? []
  const serverWarnings = found.map((warning) => serverWarningText(t, warning))
  const serverDanger = found.some((warning) => warning.severity === 'danger')
  if (answer.status === 'reverted') {
    const warning = answer.revert.reason ? t('simulation.reverts', { reason: answer.revert.reason }) : t('simulation.revertsNoReason')
    return { rows: decodedRows(t, answer.decoded), warnings: [warning, ...serverWarnings], danger: serverDanger }
  }
  const rows: Row[] = []
  for (const change of answer.assets) {
    if (change.kind === 'erc721') {
      const sign = change.direction === 'in' ? '+' : '−'
      rows.push({ label, value: `${sign}${t('simulation.nft', { id: change.tokenId, token: change.symbol ?? change.token })}` })
      continue
    }
    const amount = change.formatted ?? change.amount
    const symbol = change.kind === 'native' ? change.symbol : (change.symbol ?? change.token)
    rows.push({ label, value: `${amount.startsWith('-') ? `−${amount.slice(1)}` : `+${amount}`} ${symbol}` })
  }
  if (rows.length === 0) rows.push({ label, value: t('simulation.none') })
  rows.push(...decodedRows(t, answer.decoded))
  const warnings: string[] = []
  for (const approval of answer.approvals) {
    if (approval.kind === 'erc20' && approval.unlimited) warnings.push(t('simulation.unlimitedApproval', { spender: approval.spender, token: approval.symbol ?? approval.token }))
    if (approval.kind === 'all' && approval.approved) warnings.push(t('simulation.approvalForAll', { operator: approval.operator, token: approval.symbol ?? approval.token }))
  }
  return { rows, warnings: [...serverWarnings, ...warnings], danger: serverDanger || warnings.length > 0 }
}
