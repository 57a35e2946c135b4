import { ServerNotConfiguredError } from '../server/errors'
import type { KitContext } from '../kit/context'
import { serverClient } from '../server/serverClient'
import type { AccountIdentity } from './nameCache'

/** The coin type of EVM accounts (SLIP-44). */
export const evmCoinType = 60

export function requireServer(ctx: KitContext, feature: string) {
  const client = serverClient(ctx)
  if (!client) throw new ServerNotConfiguredError({ feature })
  return client
}

/** Makes an account's identity known to the views (the account store's `identities`). */
export function publishIdentity(ctx: KitContext, key: string, identity: AccountIdentity | undefined) {
  if (JSON.stringify(ctx.account.getState().identities[key]) === JSON.stringify(identity ?? null)) return
  ctx.account.setState((state) => ({ identities: { ...state.identities, [key]: identity ?? null } }))
}
