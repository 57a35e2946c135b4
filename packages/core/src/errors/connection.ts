import { BaseError } from './base'

export type ConnectorNotFoundErrorType = ConnectorNotFoundError & { name: 'ConnectorNotFoundError' }

/**
 * Thrown when no connector matches the requested id.
 *
 * @example
 * throw new ConnectorNotFoundError({ connectorId: 'walletConnect' })
 * // Connector "walletConnect" not found
 *
 * throw new ConnectorNotFoundError()
 * // Connector not found
 */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError' as const
  readonly connectorId: string | undefined

  constructor({ connectorId, chainNamespace }: { connectorId?: string | undefined; chainNamespace?: string | undefined } = {}) {
    super(connectorId ? `Connector "${connectorId}" not found` : 'Connector not found', {
      metaMessages: chainNamespace ? [`Namespace: ${chainNamespace}`] : undefined,
    })
    this.connectorId = connectorId
  }
}
