import { chainSupports } from '../kit/chainRules'
import { filterSpamTransactions } from './transactionSign'
import { prunePendingTransactions } from './pendingTransactions'
import { initialActivity } from '../account/createAccountStore'
import type { KitContext } from '../kit/context'
import { getAccount, getLiveAccount } from '../connection/getAccount'
import { serverClient } from '../server/serverClient'
import type { ErrorType } from '../errors/errorType'

/** The toast of a failed history fetch (spec §8); the list is marked empty. */
function showFailedToFetchTransactions(ctx: KitContext) {
  ctx.alerts.show({ variant: 'error', code: 'failed_to_fetch_transactions', title: 'Failed to fetch transactions' })
}

export type FetchActivityParameters = {
  /** The next page instead of the first. */
  more?: boolean | undefined
}

export type FetchActivityReturnType = void

/** What `fetchActivity` can throw: nothing of its own (a failure lands in the store and the `error` event). */
export type FetchActivityErrorType = ErrorType

/**
 * Loads the active account's transactions (where its adapter declares `activity`: EVM, from the Portico server) into the account
 * store: the first page, or with `more` the next one. NFT spam is hidden. On failure: the toast
 * 'Failed to fetch transactions' and the list marked empty. While start-up still asks the wallet
 * about last visit's account, nothing is fetched or changed.
 */
export async function fetchActivity(ctx: KitContext, { more = false }: FetchActivityParameters = {}): Promise<void> {
  const live = getLiveAccount(ctx)
  if (!live && getAccount(ctx).status === 'connecting') return
  const { caipAddress, address, network } = live ?? {}
  const client = serverClient(ctx)
  if (!caipAddress || !address || !network || !chainSupports(ctx, 'activity', network.chainNamespace) || !client) {
    ctx.account.setState({ activity: { ...initialActivity, caipAddress, status: 'success', empty: true } })
    return
  }
  const current = ctx.account.getState().activity
  const sameAccount = current.caipAddress === caipAddress
  if (more && (!sameAccount || !current.next)) return
  const key = `activity:${caipAddress}:${more ? current.next : ''}`
  const inflight = ctx.inflight.get(key)
  if (inflight) return inflight

  ctx.account.setState({
    activity: more
      ? { ...current, status: 'loadingMore' }
      : { ...(sameAccount ? current : initialActivity), caipAddress, status: 'loading' },
  })
  const request = client
    .getHistory(address, { chainId: network.caipNetworkId, cursor: more ? current.next : undefined })
    .then(
      ({ data, next, unavailable }) => {
        if (getAccount(ctx).caipAddress !== caipAddress) return
        const shown = filterSpamTransactions(data)
        const items = more ? [...ctx.account.getState().activity.items, ...shown] : shown
        ctx.account.setState((state) => ({
          activity: {
            caipAddress,
            items,
            next,
            status: 'success',
            empty: items.length === 0,
            ...(unavailable?.includes(network.caipNetworkId) ? { unavailable: true } : {}),
          },
          pending: prunePendingTransactions(state.pending, data),
        }))
      },
      (error: Error) => {
        ctx.account.setState({ activity: { caipAddress, items: [], next: null, status: 'error', empty: true } })
        showFailedToFetchTransactions(ctx)
        ctx.emitter.emit('error', { error, action: 'fetchActivity' })
      },
    )
    .finally(() => ctx.inflight.delete(key))
  ctx.inflight.set(key, request)
  return request
}
