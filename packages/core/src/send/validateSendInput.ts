import { SendAmountAndReceiverRequiredError, SendTokenRequiredError } from './errors'

export type ValidateSendInputParameters<token = unknown> = {
  /** The amount to send, as typed (decimal string) or as a number. */
  amount?: string | number | null | undefined
  /** Who receives it (an address or a name; its format is checked elsewhere). */
  receiverAddress?: string | null | undefined
  /** The token to send. */
  token?: token | null | undefined
}

/** The same input once `validateSendInput` passed. */
export type ValidSendInput<token = unknown> = {
  amount: string | number
  receiverAddress: string
  token: token
}

/**
 * Checks a send before it starts, in the spec's order: first an amount and a receiver, then a
 * token.
 *
 * - the amount is missing, blank, not a decimal number, or not above 0 — or the receiver is
 *   missing or blank → `SendAmountAndReceiverRequiredError` ('An amount and receiver address are
 *   required', `missing` lists which)
 * - else no token → `SendTokenRequiredError` ('A token is required')
 *
 * @example
 * validateSendInput({ amount: '0.5', receiverAddress: '0xf39F…2266', token }) // ok, narrowed
 * validateSendInput({ amount: '', receiverAddress: '0xf39F…2266', token })
 * // throws: An amount and receiver address are required
 */
export function validateSendInput<token>(
  input: ValidateSendInputParameters<token>,
): asserts input is ValidateSendInputParameters<token> & ValidSendInput<token> {
  const { amount, receiverAddress, token } = input ?? {}
  const missing: ('amount' | 'receiverAddress')[] = []
  if (!isPositiveAmount(amount)) missing.push('amount')
  if (typeof receiverAddress !== 'string' || !receiverAddress.trim()) missing.push('receiverAddress')
  if (missing.length) throw new SendAmountAndReceiverRequiredError({ missing })
  if (token === undefined || token === null) throw new SendTokenRequiredError()
}

function isPositiveAmount(amount: unknown): boolean {
  if (typeof amount === 'number') return Number.isFinite(amount) && amount > 0
  if (typeof amount !== 'string') return false
  const trimmed = amount.trim()
  if (!/^(?:\d+\.?\d*|\.\d+)$/.test(trimmed)) return false
  return /[1-9]/.test(trimmed)
}
