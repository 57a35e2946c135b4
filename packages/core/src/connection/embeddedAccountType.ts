import type { AccountType } from '../account/accountType'
import type { KitContext } from '../kit/context'

/**
 * The type of the account at `address` when it is one of the embedded wallet user's: the smart
 * account or the EOA, as the person chose per network (the Account view's switch, remembered by the
 * host's copy of `portico.preferredAccountTypes`); the EOA when the embedded wallet's connector
 * acts with no smart account on the network (no bundler there). Undefined for any other account.
 */
export function embeddedAccountType(ctx: KitContext, address: string | undefined, connectorId: string | undefined): AccountType | undefined {
  if (!address) return undefined
  const accounts = ctx.embedded?.getState().accounts
  const lower = address.toLowerCase()
  if (accounts?.smartAccount.toLowerCase() === lower) return 'smartAccount'
  if (accounts?.eoa.toLowerCase() === lower) return 'eoa'
  const connector = ctx.connectors.getState().connectors.find((candidate) => candidate.id === connectorId)
  return connector?.type === 'auth' ? 'eoa' : undefined
}
