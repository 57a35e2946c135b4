import { chainRules } from '../kit/chainRules'
import { addPendingTransaction, resolvePendingTransaction } from '../activity/pendingTransactions'
import { validateSend } from './validateSend'
import { AdapterMethodNotSupportedError } from '../errors/adapterMethod'
import { actionErrorFromCause } from '../errors/actionErrorFromCause'
import { toDecimalString } from '../format/toDecimalString'
import type { ActivityItem } from '../account/types'
import { fetchBalance } from '../account/fetchBalance'
import { requireConnection } from '../connection/requireConnection'
import type { KitContext } from '../kit/context'
import { setSend } from './setSend'
import { fetchTokenBalances } from '../account/fetchTokenBalances'
import { refreshUntilIndexed } from '../activity/refreshUntilIndexed'
import { tokenContract } from './tokenContract'
import type { RequireConnectionErrorType } from '../connection/requireConnection'
import type { ValidateSendErrorType } from './validateSend'
import type { ActionErrorFromCauseErrorType } from '../errors/actionErrorFromCause'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'

/** None: `sendToken` sends what the Send form holds (`setSend`). */
export type SendTokenParameters = void

/** The transaction's hash. */
export type SendTokenReturnType = string

/** What `sendToken` can throw (by `name`). */
export type SendTokenErrorType =
  | RequireConnectionErrorType
  | ValidateSendErrorType
  | ActionErrorFromCauseErrorType
  | BaseErrorType
  | ErrorType

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
  const valid = validateSend({ ...send, chainNamespace: network.chainNamespace, rules: chainRules(ctx, network.chainNamespace) })
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
  const pending: ActivityItem = {
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
