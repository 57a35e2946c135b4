import { BaseError } from '../errors/base'

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

export type ConnectorNotConnectedErrorType = ConnectorNotConnectedError & { name: 'ConnectorNotConnectedError' }

/**
 * Thrown when an action names a connector that has no live connection (multi-wallet: switching to
 * a wallet that is not connected).
 *
 * @example
 * throw new ConnectorNotConnectedError({ connectorId: 'io.metamask', chainNamespace: 'eip155' })
 * // Connector "io.metamask" is not connected
 */
export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError' as const
  readonly connectorId: string

  constructor({ connectorId, chainNamespace }: { connectorId: string; chainNamespace?: string | undefined }) {
    super(`Connector "${connectorId}" is not connected`, {
      metaMessages: chainNamespace ? [`Namespace: ${chainNamespace}`] : undefined,
    })
    this.connectorId = connectorId
  }
}
