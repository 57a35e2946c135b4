import { chainRules } from '../kit/chainRules'
import { validateSend } from './validateSend'
import { toDecimalString } from '../format/toDecimalString'
import { requireConnection } from '../connection/requireConnection'
import type { KitContext } from '../kit/context'
import { tokenContract } from './tokenContract'

export type SendEstimate = {
  /** Fee in the native currency's smallest unit. */
  fee: bigint
  /** The fee as a decimal string. */
  formatted: string
  symbol: string
}

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
