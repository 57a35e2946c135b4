import { CONNECTOR_TYPE_ORDER } from '../constants'
import type { Connector } from '../adapter/types'

export type ConnectorGroupName = (typeof CONNECTOR_TYPE_ORDER)[number]

export type ConnectorGroup = { name: ConnectorGroupName; connectors: readonly Connector[] }

export type OrderConnectorsParameters = {
  /** Ids of recently used connectors, newest first. */
  recentIds?: readonly string[] | undefined
  /** Ids (or rdns) the app features. */
  featuredIds?: readonly string[] | undefined
  /** Ids (or rdns) of the app's own connectors. */
  customIds?: readonly string[] | undefined
  /** A user-chosen group order; it goes first, the spec's order fills in the rest. */
  order?: readonly ConnectorGroupName[] | undefined
}

/**
 * Groups connectors in the spec's connector type order
 * (walletConnect, recent, injected, featured, custom, external, recommended).
 * Each connector appears once, in the first group that claims it; empty groups drop out.
 */
export function orderConnectors(
  connectors: readonly Connector[],
  parameters: OrderConnectorsParameters = {},
): ConnectorGroup[] {
  const { recentIds = [], featuredIds = [], customIds = [], order = [] } = parameters
  const matches = (ids: readonly string[]) => (c: Connector) => ids.includes(c.id) || (!!c.rdns && ids.includes(c.rdns))
  const byIndex = (ids: readonly string[]) => (a: Connector, b: Connector) => {
    const index = (c: Connector) => Math.max(ids.indexOf(c.id), c.rdns ? ids.indexOf(c.rdns) : -1)
    return index(a) - index(b)
  }
  const claim: Record<ConnectorGroupName, (c: Connector) => boolean> = {
    walletConnect: (c) => c.type === 'walletConnect',
    recent: matches(recentIds),
    injected: (c) => c.type === 'injected' && c.installed,
    featured: matches(featuredIds),
    custom: matches(customIds),
    external: (c) => c.type === 'external' || c.type === 'auth',
    recommended: () => true,
  }
  const sorters: Partial<Record<ConnectorGroupName, (a: Connector, b: Connector) => number>> = {
    recent: byIndex(recentIds),
    featured: byIndex(featuredIds),
    custom: byIndex(customIds),
  }
  const names = [...new Set([...order, ...CONNECTOR_TYPE_ORDER])]
  const taken = new Set<string>()
  const groups: ConnectorGroup[] = []
  for (const name of names) {
    const members = connectors.filter((c) => !taken.has(c.id) && claim[name](c))
    const sorter = sorters[name]
    if (sorter) members.sort(sorter)
    for (const c of members) taken.add(c.id)
    if (members.length) groups.push({ name, connectors: members })
  }
  return groups
}
