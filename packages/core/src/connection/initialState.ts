import type { ChainNamespace } from '../caip/types'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import { storageKeys } from '../storage/storageKeys'
import type { Connection } from './createConnectionStore'
import type { KitContext } from '../kit/context'
import type { PorticoInitialState } from './parseInitialState'

/** The initial state of what the kit shows now (`undefined` when nothing is connected). */
function currentState(ctx: KitContext): PorticoInitialState | undefined {
  const connections: Partial<Record<ChainNamespace, Connection>> = {}
  for (const namespace of ctx.adapters.keys()) {
    const connection = ctx.connection.active(namespace)
    if (connection) connections[namespace] = connection
  }
  if (!Object.keys(connections).length) return undefined
  const { activeNamespace } = ctx.network.getState()
  return { activeNamespace: activeNamespace in connections ? activeNamespace : undefined, connections }
}

/**
 * Shows a stored connection before the wallets are asked: status 'connecting' with the account and
 * network known (`getAccount` reads it), though nothing counts as connected until the wallet
 * confirms (see start.ts). Namespaces without an adapter are skipped.
 */
export function hydrate(ctx: KitContext, state: PorticoInitialState) {
  const namespaces = (Object.keys(state.connections) as ChainNamespace[]).filter((namespace) => ctx.adapters.has(namespace))
  // The active namespace last, so the network store ends on it.
  const ordered = [...namespaces.filter((n) => n !== state.activeNamespace), ...namespaces.filter((n) => n === state.activeNamespace)]
  for (const namespace of ordered) {
    const connection = state.connections[namespace]!
    ctx.network.setActiveChain(namespace, parseCaipNetworkId(connection.caipNetworkId).chainId)
    ctx.connection.showStored(namespace, { ...connection, caipNetworkId: ctx.network.active(namespace)!.caipNetworkId })
  }
}

/**
 * Keeps `portico.connections` in step with the connection store, writing only when the value
 * changes from what is stored (`stored`, read once at start-up) and never halfway through a
 * reconnect. Returns the unsubscribe function.
 */
export function persistConnections(ctx: KitContext, stored: unknown): () => void {
  let last = JSON.stringify(stored ?? null)
  return ctx.connection.subscribe((state) => {
    if (Object.values(state).some((namespace) => namespace?.status === 'connecting')) return
    const next = currentState(ctx)
    const json = JSON.stringify(next ?? null)
    if (json === last) return
    last = json
    ctx.storage.set(storageKeys.connections, next)
  })
}
