import type { ChainNamespace } from '../caip/types'
import {
  SendInsufficientBalanceError,
  type SendInsufficientBalanceErrorType,
  SendInvalidAmountError,
  type SendInvalidAmountErrorType,
  SendInvalidReceiverError,
  type SendInvalidReceiverErrorType,
} from './checkErrors'
import type { SendAmountAndReceiverRequiredErrorType, SendTokenRequiredErrorType } from './errors'
import type { TokenBalance } from '../account/types'
import type { ChainRules } from '../adapter/chainRules'
import { validateSendInput } from './validateSendInput'
import { parseAmount } from '../format/parseAmount'

/** What `validateSend` throws (the Send form's problems). */
export type ValidateSendErrorType =
  | SendAmountAndReceiverRequiredErrorType
  | SendTokenRequiredErrorType
  | SendInvalidReceiverErrorType
  | SendInvalidAmountErrorType
  | SendInsufficientBalanceErrorType

export type ValidateSendParameters = {
  token?: TokenBalance | null | undefined
  sendTokenAmount?: string | undefined
  receiverAddress?: string | undefined
  chainNamespace: ChainNamespace
  /** The namespace's address rules, from its adapter (`chainRules(ctx, chainNamespace)`). */
  rules: Pick<ChainRules, 'isAddress' | 'normalizeAddress'>
}

export type ValidSend = {
  token: TokenBalance
  receiverAddress: string
  /** The amount in the token's smallest unit. */
  value: bigint
  decimals: number
}

/**
 * Everything checked before the wallet is asked (spec §5): an amount and a receiver ('An amount
 * and receiver address are required'), a token ('A token is required'), a receiver address of the
 * namespace (its adapter's `isAddress`), an amount the token can express, and no more than the balance.
 *
 * @throws {SendAmountAndReceiverRequiredError | SendTokenRequiredError | SendInvalidReceiverError | SendInvalidAmountError | SendInsufficientBalanceError}
 */
export function validateSend({ token, sendTokenAmount, receiverAddress, chainNamespace, rules }: ValidateSendParameters): ValidSend {
  const input = { amount: sendTokenAmount, receiverAddress, token }
  validateSendInput(input)
  const receiver = input.receiverAddress.trim()
  if (rules.isAddress && !rules.isAddress(receiver)) throw new SendInvalidReceiverError({ receiverAddress: receiver, chainNamespace })
  const decimals = Number(input.token.quantity.decimals)
  const value = parseAmount(String(input.amount), decimals)
  if (value === undefined) throw new SendInvalidAmountError({ amount: String(input.amount), decimals })
  const balance = parseAmount(input.token.quantity.numeric, decimals) ?? 0n
  if (value > balance) {
    throw new SendInsufficientBalanceError({ symbol: input.token.symbol, amount: String(input.amount).trim(), balance: input.token.quantity.numeric })
  }
  const normalized = rules.normalizeAddress ? rules.normalizeAddress(receiver) : receiver
  return { token: input.token, receiverAddress: normalized, value, decimals }
}
