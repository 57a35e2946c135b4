import type { ClearSignedCall, SimulatedApproval, SimulatedAssetChange, SimulationReview, SimulationWarning } from '@portico/core'
import type { Translate } from '../../../i18n/translate'
import { isDangerousApproval } from './hasDanger'

/** What a review shows, as text: each line, and whether a warning is a danger. */
export type ReviewText = {
  changes: { amount: string; usd: string | undefined }[]
  /** Allowances that are not a danger (an amount, one NFT); an unlimited one or a whole collection's is among `warnings`. */
  approvals: string[]
  warnings: { text: string; danger: boolean }[]
  /** Said instead of the changes: it is simulating, it will fail, or why it was not simulated. */
  status: { text: string; kind: 'busy' | 'fails' | 'unavailable' } | undefined
  truncated: boolean
  /** The calls the server read with its ERC-7730 descriptors (their own English words), in order. */
  decoded: NonNullable<ClearSignedCall>[]
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** A decimal string in the visitor's locale, every digit up to 6 decimals ("<0.000001" below), signed "+" or "−". */
export function signedAmount(formatted: string, locale: string): string {
  const negative = formatted.startsWith('-')
  const digits = negative ? formatted.slice(1) : formatted
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 })
  const tiny = Number(digits) > 0 && Number(digits) < 0.000001
  // A decimal string keeps its digits (Intl.NumberFormat v3).
  const shown = tiny ? `<${format.format(0.000001)}` : format.format(digits as unknown as number)
  return `${negative ? '−' : '+'}${shown}`
}

function changeText(change: SimulatedAssetChange, t: Translate, locale: string) {
  if (change.kind === 'erc721') return { amount: `${change.direction === 'in' ? '+' : '−'}${t('simulation.nft', { id: change.tokenId, token: change.symbol ?? short(change.token) })}`, usd: undefined }
  const symbol = change.kind === 'native' ? change.symbol : (change.symbol ?? short(change.token))
  const amount = change.formatted === null ? `${change.amount} (${symbol})` : `${signedAmount(change.formatted, locale)} ${symbol}`
  const usd = change.usd === undefined ? undefined : new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(Math.abs(change.usd))
  return { amount, usd }
}

function approvalText(approval: SimulatedApproval, t: Translate, locale: string): string | undefined {
  const token = approval.symbol ?? short(approval.token)
  if (approval.kind === 'all') return approval.approved ? t('simulation.approvalForAll', { operator: short(approval.operator), token }) : undefined
  if (approval.kind === 'erc721') return t('simulation.approvalNft', { spender: short(approval.spender), id: approval.tokenId, token })
  if (approval.amount === '0') return undefined
  if (approval.unlimited) return t('simulation.approvalUnlimited', { spender: short(approval.spender), token })
  const amount = approval.formatted === null ? approval.amount : signedAmount(approval.formatted, locale).slice(1)
  return t('simulation.approval', { spender: short(approval.spender), amount, token })
}

/** A server warning in words. */
export function warningText(warning: SimulationWarning, t: Translate): string {
  if (warning.kind === 'unusual_value') return t('simulation.warning.unusual_value', { amount: warning.formatted, symbol: warning.symbol, usual: warning.usual })
  return t(`simulation.warning.${warning.kind}`, { address: short(warning.address) })
}

/** The texts of a review (undefined: nothing to show, e.g. no Portico server). */
export function reviewText(review: SimulationReview | undefined, t: Translate, locale: string): ReviewText | undefined {
  if (!review) return undefined
  const empty: ReviewText = { changes: [], approvals: [], warnings: [], status: undefined, truncated: false, decoded: [] }
  if (review.status === 'simulating') return { ...empty, status: { text: t('simulation.checking'), kind: 'busy' } }
  if (review.status === 'unavailable') return { ...empty, status: { text: t(`simulation.unavailable.${review.reason}`), kind: 'unavailable' }, decoded: readCalls(review.decoded) }
  const warnings = review.warnings.map((warning) => ({ text: warningText(warning, t), danger: warning.severity === 'danger' }))
  if (review.status === 'reverted') {
    const text = review.reason ? t('simulation.fails', { reason: review.reason }) : t('simulation.failsNoReason')
    return { ...empty, warnings, status: { text, kind: 'fails' }, decoded: readCalls(review.decoded) }
  }
  // An allowance of everything (a token's, a whole collection's) is a danger: said first among the warnings, not as a plain approval.
  const approvals = review.approvals.flatMap((approval) => (isDangerousApproval(approval) ? [] : (approvalText(approval, t, locale) ?? [])))
  const dangers = review.approvals.flatMap((approval) => (isDangerousApproval(approval) ? [{ text: approvalText(approval, t, locale)!, danger: true }] : []))
  return {
    changes: review.assets.map((change) => changeText(change, t, locale)),
    approvals,
    warnings: [...dangers, ...warnings],
    status: undefined,
    truncated: review.truncated,
    decoded: readCalls(review.decoded),
  }
}

const readCalls = (decoded: readonly ClearSignedCall[] | undefined) => (decoded ?? []).filter((call): call is NonNullable<ClearSignedCall> => call !== null)
