import type { Connector } from '../adapter/types'
import type { KitContext } from '../kit/context'
import { ConnectorNotFoundError } from './errors'

/** The kit's connector with this id; ConnectorNotFoundError ('Connector "{id}" not found') when there is none. */
export function getConnector(ctx: KitContext, connectorId: string): Connector {
  const connector = ctx.connectors.getState().connectors.find((c) => c.id === connectorId)
  if (!connector) throw new ConnectorNotFoundError({ connectorId })
  return connector
}
