import { addPendingTransaction, resolvePendingTransaction } from '../activity/pendingTransactions'
import { validateSend } from './validateSend'
import { AdapterMethodNotSupportedError } from '../errors/adapterMethod'
import { actionErrorFromCause } from '../errors/actionErrorFromCause'
import { toDecimalString } from '../format/toDecimalString'
import type { HistoryItem } from '../account/types'
import { fetchBalance } from '../account/fetchBalance'
import { requireConnection } from '../connection/requireConnection'
import type { KitContext } from '../kit/context'
import { setSend } from '../account/createAccountStore'
import { fetchTokenBalances } from '../account/fetchTokenBalances'
import { refreshUntilIndexed } from '../activity/refreshUntilIndexed'

/** The token contract of a balance (its CAIP-10 `address`), or undefined for the native currency. */
function tokenContract(address: string | undefined): string | undefined {
  return address ? address.split(':').at(-1) : undefined
}

export type SendEstimate = {
  /** Fee in the native currency's smallest unit. */
  fee: bigint
  /** The fee as a decimal string. */
  formatted: string
  symbol: string
}

/**
 * Checks the send state (spec §5): an amount, a receiver, a token, a good address, enough balance.
 * Nothing is asked of the wallet.
 *
 * @throws the send validation errors (see `validateSend`).
 */
export function checkSend(ctx: KitContext): void {
  const { network } = requireConnection(ctx)
  validateSend({ ...ctx.account.getState().send, chainNamespace: network.chainNamespace })
}

/**
 * Checks the send state (spec §5) and estimates its network fee; nothing is asked of the wallet.
 *
 * @throws the send validation errors (see `validateSend`).
 */
export async function estimateSend(ctx: KitContext): Promise<SendEstimate | undefined> {
  const { adapter, address, network } = requireConnection(ctx, 'estimateSend')
  const send = ctx.account.getState().send
  const valid = validateSend({ ...send, chainNamespace: network.chainNamespace })
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

/**
 * Sends the send state's token: checks it first (spec §5: nothing reaches the wallet when the
 * amount, receiver or token is missing, the address is bad or the balance too low), then native
 * value or a token transfer through the adapter. The transaction shows as pending at once; once
 * mined it resolves, and the balances and the activity refresh.
 *
 * @returns the transaction hash.
 */
export async function sendToken(ctx: KitContext): Promise<string> {
  const { adapter, connection, address, network } = requireConnection(ctx, 'sendToken')
  const send = ctx.account.getState().send
  const valid = validateSend({ ...send, chainNamespace: network.chainNamespace })
  const token = tokenContract(valid.token.address)
  setSend(ctx.account, { loading: true, hash: undefined })
  let hash: string
  try {
    if (token) {
      if (!adapter.transferToken) throw new AdapterMethodNotSupportedError({ method: 'transferToken', chainNamespace: network.chainNamespace })
      hash = await adapter.transferToken({ connectorId: connection.connectorId, address, network, token, to: valid.receiverAddress, amount: valid.value })
    } else {
      hash = await adapter.sendTransaction({ connectorId: connection.connectorId, address, network, to: valid.receiverAddress, value: valid.value })
    }
  } catch (cause) {
    setSend(ctx.account, { loading: false })
    throw actionErrorFromCause(cause)
  }
  const pending: HistoryItem = {
    id: hash,
    metadata: {
      operationType: 'send',
      hash,
      chain: network.caipNetworkId,
      minedAt: new Date().toISOString(),
      sentFrom: address,
      sentTo: valid.receiverAddress,
      status: 'pending',
      nonce: -1,
    },
    transfers: [
      {
        direction: 'out',
        quantity: { numeric: toDecimalString(valid.value, valid.decimals), decimals: String(valid.decimals) },
        fungible_info: { name: valid.token.name, symbol: valid.token.symbol, icon: { url: valid.token.iconUrl } },
      },
    ],
  }
  ctx.account.setState((state) => ({ pending: addPendingTransaction(state.pending, pending) }))
  setSend(ctx.account, { loading: false, hash })
  adapter
    .waitForTransaction({ hash, network })
    .then(async ({ status }) => {
      ctx.account.setState((state) => ({ pending: resolvePendingTransaction(state.pending, hash, status === 'success' ? 'confirmed' : 'failed') }))
      await Promise.all([fetchTokenBalances(ctx, { force: true }), fetchBalance(ctx, { force: true }), refreshUntilIndexed(ctx, hash)])
    })
    .catch((error: Error) => ctx.emitter.emit('error', { error, action: 'waitForTransaction' }))
  return hash
}
