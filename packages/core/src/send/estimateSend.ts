import { chainRules } from '../kit/chainRules'
import { validateSend } from './validateSend'
import { toDecimalString } from '../format/toDecimalString'
import { requireConnection } from '../connection/requireConnection'
import type { KitContext } from '../kit/context'
import { tokenContract } from './tokenContract'
import type { RequireConnectionErrorType } from '../connection/requireConnection'
import type { ValidateSendErrorType } from './validateSend'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'

export type SendEstimate = {
  /** Fee in the native currency's smallest unit. */
  fee: bigint
  /** The fee as a decimal string. */
  formatted: string
  symbol: string
}

/** None: `estimateSend` reads the Send form (`setSend`). */
export type EstimateSendParameters = void

/** The fee, or undefined when the adapter cannot estimate one. */
export type EstimateSendReturnType = SendEstimate | undefined

/** What `estimateSend` can throw (by `name`): nothing connected, the Send form's first problem, or the adapter's estimate failing (as it threw it). */
export type EstimateSendErrorType =
  | RequireConnectionErrorType
  | ValidateSendErrorType
  | BaseErrorType
  | ErrorType

/**
 * Checks the send state (spec §5) and estimates its network fee; nothing is asked of the wallet.
 *
 * @throws the send validation errors (see `validateSend`).
 */
export async function estimateSend(ctx: KitContext): Promise<SendEstimate | undefined> {
  const { adapter, address, network } = requireConnection(ctx, 'estimateSend')
  const send = ctx.account.getState().send
  const valid = validateSend({ ...send, chainNamespace: network.chainNamespace, rules: chainRules(ctx, network.chainNamespace) })
  if (!adapter.estimateTransferFee) return undefined
  const token = tokenContract(valid.token.address)
  const fee = await adapter.estimateTransferFee({
    address,
    network,
    to: valid.receiverAddress,
    ...(token ? { token, amount: valid.value } : { value: valid.value }),
  })
  return { fee, formatted: toDecimalString(fee, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}
