import { addPendingTransaction, resolvePendingTransaction } from '../activity/pendingTransactions'
import { BaseError } from '../errors/base'
import { SwapTransactionFailedError } from './errors'
import { walletErrorFromCause } from '../errors/walletErrorFromCause'
import { toDecimalString } from '../format/toDecimalString'
import type { HistoryItem } from '../account/types'
import type { SwapQuote, SwapToken, SwapTransactionRequest } from './types'
import { fetchBalance } from '../account/fetchBalance'
import { fetchTokenBalances } from '../account/fetchTokenBalances'
import { refreshUntilIndexed } from '../activity/refreshUntilIndexed'
import type { KitContext } from '../kit/context'
import { requireSwapContext, toSwapError } from './requireSwapContext'
import { scheduleSwapToast } from './swapToast'

export type FetchSwapQuoteParameters = {
  /** `native` or a token address from `fetchSwapTokens`. */
  from: string
  to: string
  /** Smallest units of `from`. */
  amount: bigint
  /** Percent; default spec §9's 1. */
  slippage?: number | undefined
}

export type SwapParameters = FetchSwapQuoteParameters

/** What `swap` sent. */
export type SwapResult = { hash: string; quote: SwapQuote }

/**
 * The tokens that can be swapped on the active network (native first), with prices and icons.
 *
 * @throws {SwapsNetworkNotSupportedError} 'Network not supported for Swaps'.
 */
export async function fetchSwapTokens(ctx: KitContext): Promise<SwapToken[]> {
  const { client, network } = requireSwapContext(ctx)
  try {
    return (await client.getSwapTokens(network.caipNetworkId)).tokens
  } catch (cause) {
    throw toSwapError(cause, network.caipNetworkId)
  }
}

/**
 * What swapping `amount` of `from` for `to` gives on the active network now: output, minimum with
 * the slippage, price impact, fee.
 *
 * @throws {SwapsNetworkNotSupportedError} 'Network not supported for Swaps'.
 * @throws {ServerRequestError} e.g. `swap_no_route`.
 */
export async function fetchSwapQuote(ctx: KitContext, { from, to, amount, slippage }: FetchSwapQuoteParameters): Promise<SwapQuote> {
  const { client, network } = requireSwapContext(ctx)
  try {
    return (await client.getSwapQuote({ chainId: network.caipNetworkId, from, to, amount, slippage })).quote
  } catch (cause) {
    throw toSwapError(cause, network.caipNetworkId)
  }
}

/**
 * How much of `token` the swap contract may spend for the connected account; `undefined` for the
 * native currency (nothing to approve).
 */
export async function fetchSwapAllowance(ctx: KitContext, { token }: { token: string }): Promise<{ spender: string; allowance: bigint } | undefined> {
  const { client, network, address } = requireSwapContext(ctx)
  try {
    const answer = await client.getSwapAllowance({ chainId: network.caipNetworkId, token, address })
    return answer.spender === null || answer.allowance === null ? undefined : { spender: answer.spender, allowance: BigInt(answer.allowance) }
  } catch (cause) {
    throw toSwapError(cause, network.caipNetworkId)
  }
}

/** Sends a server-built transaction through the connected wallet. */
async function send(ctx: KitContext, transaction: SwapTransactionRequest): Promise<string> {
  const { adapter, connection, address, network } = requireSwapContext(ctx)
  if (transaction.from.toLowerCase() !== address.toLowerCase()) {
    throw new BaseError('The swap transaction is for another account', { metaMessages: [`Built for: ${transaction.from}`, `Connected: ${address}`] })
  }
  try {
    return await adapter.sendTransaction({
      connectorId: connection.connectorId,
      address,
      network,
      to: transaction.to,
      data: transaction.data,
      value: BigInt(transaction.value),
      gas: transaction.gas === null ? undefined : BigInt(transaction.gas),
    })
  } catch (cause) {
    throw walletErrorFromCause(cause)
  }
}

/**
 * Approves the swap contract to spend `amount` of `token` (the server builds the ERC-20
 * `approve`, the wallet sends it) and resolves once it is mined, so `swap` can follow.
 *
 * @returns the approval's hash.
 * @throws {SwapTransactionFailedError} when it reverted.
 */
export async function approveSwap(ctx: KitContext, { token, amount }: { token: string; amount: bigint }): Promise<string> {
  const { client, network, address, adapter } = requireSwapContext(ctx)
  let transaction: SwapTransactionRequest
  try {
    transaction = (await client.buildSwapApprove({ chainId: network.caipNetworkId, token, address, amount })).transaction
  } catch (cause) {
    throw toSwapError(cause, network.caipNetworkId)
  }
  const hash = await send(ctx, transaction)
  const { status } = await adapter.waitForTransaction({ hash, network })
  if (status !== 'success') throw new SwapTransactionFailedError({ hash, step: 'approve' })
  return hash
}

/**
 * Swaps on the active network: the server builds the transaction from a fresh quote (refusing with
 * `swap_approval_required` when a token must be approved first, see `approveSwap`), the connected
 * wallet sends it. It shows as a pending trade at once; once mined it resolves, the balances
 * and the activity refresh and, 150 ms later (spec §9's toast swap delay), a "Swap completed" toast
 * shows (a revert is reported on the `error` event instead).
 */
export async function swap(ctx: KitContext, { from, to, amount, slippage }: SwapParameters): Promise<SwapResult> {
  const { client, network, address, adapter } = requireSwapContext(ctx)
  let built: { transaction: SwapTransactionRequest; quote: SwapQuote }
  try {
    built = await client.buildSwapTransaction({ chainId: network.caipNetworkId, from, to, amount, slippage, address })
  } catch (cause) {
    throw toSwapError(cause, network.caipNetworkId)
  }
  const hash = await send(ctx, built.transaction)
  const { quote } = built
  const pending: HistoryItem = {
    id: hash,
    metadata: {
      operationType: 'trade',
      hash,
      chain: network.caipNetworkId,
      minedAt: new Date().toISOString(),
      sentFrom: address,
      sentTo: built.transaction.to,
      status: 'pending',
      nonce: -1,
    },
    transfers: [
      { direction: 'out', quantity: { numeric: toDecimalString(BigInt(quote.from.amount), quote.from.decimals), decimals: String(quote.from.decimals) }, fungible_info: { name: quote.from.name, symbol: quote.from.symbol } },
      { direction: 'in', quantity: { numeric: toDecimalString(BigInt(quote.to.amount), quote.to.decimals), decimals: String(quote.to.decimals) }, fungible_info: { name: quote.to.name, symbol: quote.to.symbol } },
    ],
  }
  ctx.account.setState((state) => ({ pending: addPendingTransaction(state.pending, pending) }))
  adapter
    .waitForTransaction({ hash, network })
    .then(async ({ status }) => {
      ctx.account.setState((state) => ({ pending: resolvePendingTransaction(state.pending, hash, status === 'success' ? 'confirmed' : 'failed') }))
      if (status !== 'success') ctx.emitter.emit('error', { error: new SwapTransactionFailedError({ hash, step: 'swap' }), action: 'swap' })
      else scheduleSwapToast(ctx)
      await Promise.all([fetchTokenBalances(ctx, { force: true }), fetchBalance(ctx, { force: true }), refreshUntilIndexed(ctx, hash)])
    })
    .catch((error: Error) => ctx.emitter.emit('error', { error, action: 'waitForTransaction' }))
  return { hash, quote }
}
