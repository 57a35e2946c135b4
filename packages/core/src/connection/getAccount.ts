import type { AccountType } from '../account/accountType'
import { chainRules } from '../kit/chainRules'
import { embeddedAccountType } from './embeddedAccountType'
import type { CaipAddress, ChainNamespace } from '../caip/types'
import type { ActiveNetwork } from '../networks/types'
import { isUnsupportedNetwork } from '../networks/unsupportedNetwork'
import type { ConnectionStatus } from './createConnectionStore'
import type { KitContext } from '../kit/context'
import type { ErrorType } from '../errors/errorType'

export type Account = {
  status: ConnectionStatus
  chainNamespace: ChainNamespace
  address: string | undefined
  caipAddress: CaipAddress | undefined
  connectorId: string | undefined
  /** Every connected account of the active connector. */
  accounts: readonly string[]
  network: ActiveNetwork | undefined
  /** False while the wallet sits on a network the app does not configure. */
  isSupportedNetwork: boolean
  /**
   * The account's type (spec §3): for the embedded wallet's user, the one acting on this network (the
   * smart account or the EOA, as switched in the Account view); else the namespace's preferred type
   * (the `defaultAccountTypes` option, else its adapter's `chain.defaultAccountType`).
   */
  preferredAccountType: AccountType | undefined
}

const noAccounts: readonly string[] = Object.freeze([])

/** The namespace (default: the active one). */
export type GetAccountParameters = ChainNamespace | undefined

export type GetAccountReturnType = Account

/** What `getAccount` can throw: nothing of its own. */
export type GetAccountErrorType = ErrorType

/** The active account of a namespace (default: the active namespace). */
export function getAccount(ctx: KitContext, namespace?: ChainNamespace): Account {
  const chainNamespace = namespace ?? ctx.network.getState().activeNamespace
  const { status, stored } = ctx.connection.get(chainNamespace)
  // While start-up reconnects, last visit's connection stands in (see connection/initialState.ts).
  const connection = ctx.connection.active(chainNamespace) ?? (status === 'connecting' ? stored : undefined)
  const network = ctx.network.active(chainNamespace)
  const address = connection?.accounts[0]
  return {
    status,
    chainNamespace,
    address,
    caipAddress: address && connection ? (`${connection.caipNetworkId}:${address}` as CaipAddress) : undefined,
    connectorId: connection?.connectorId,
    accounts: connection?.accounts ?? noAccounts,
    network,
    isSupportedNetwork: !isUnsupportedNetwork(network),
    preferredAccountType: embeddedAccountType(ctx, address, connection?.connectorId) ?? ctx.options.defaultAccountTypes?.[chainNamespace] ?? chainRules(ctx, chainNamespace).defaultAccountType,
  }
}

/**
 * The active account once its wallet has confirmed it; undefined while start-up still asks the
 * wallet about last visit's connection (which `getAccount` shows meanwhile). What the kit fetches
 * for an account (balances, activity) waits for this, so a stale or forged stored account is never
 * queried.
 */
export function getLiveAccount(ctx: KitContext, namespace?: ChainNamespace): Account | undefined {
  const account = getAccount(ctx, namespace)
  return ctx.connection.active(account.chainNamespace) ? account : undefined
}
