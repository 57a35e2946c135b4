import type { CaipNetworkId, ChainNamespace } from '../caip/types'
import { isChainNamespace } from '../caip/isChainNamespace'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import type { Connection } from './createConnectionStore'

/**
 * What the page showed last: the active connection of each namespace. The kit stores it (key
 * `portico.connections`) whenever no reconnect is under way and starts from it, so a reload shows
 * the account at once while the wallet is asked again. With server-side rendering it comes from the
 * request's cookies (`cookieToInitialState`).
 */
export type PorticoInitialState = {
  /** The namespace the modal showed. */
  activeNamespace?: ChainNamespace | undefined
  connections: Readonly<Partial<Record<ChainNamespace, Connection>>>
}

// A cookie is untrusted input: bounded lengths keep a forged one from blowing up the page.
const MAX_ID = 200

const MAX_ACCOUNTS = 20

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_ID

function isConnection(namespace: ChainNamespace, value: unknown): value is Connection {
  if (typeof value !== 'object' || value === null) return false
  const { connectorId, accounts, caipNetworkId } = value as Record<string, unknown>
  if (!isId(connectorId) || !isId(caipNetworkId)) return false
  if (!Array.isArray(accounts) || !accounts.length || accounts.length > MAX_ACCOUNTS || !accounts.every(isId)) return false
  try {
    return parseCaipNetworkId(caipNetworkId).chainNamespace === namespace
  } catch {
    return false
  }
}

/**
 * Reads a stored initial state, keeping only well-formed connections; `undefined` when nothing
 * usable is left.
 *
 * @example
 * parseInitialState(JSON.parse(cookieValue))
 */
export function parseInitialState(value: unknown): PorticoInitialState | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { activeNamespace, connections } = value as Record<string, unknown>
  if (typeof connections !== 'object' || connections === null) return undefined
  const kept: Partial<Record<ChainNamespace, Connection>> = {}
  for (const [namespace, connection] of Object.entries(connections)) {
    if (!isChainNamespace(namespace) || !isConnection(namespace, connection)) continue
    const { connectorId, accounts, caipNetworkId } = connection
    kept[namespace] = { connectorId, accounts: [...accounts], caipNetworkId: caipNetworkId as CaipNetworkId }
  }
  if (!Object.keys(kept).length) return undefined
  return { activeNamespace: isChainNamespace(activeNamespace) && activeNamespace in kept ? activeNamespace : undefined, connections: kept }
}
