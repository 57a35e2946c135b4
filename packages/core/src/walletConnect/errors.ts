import { BaseError } from '../errors/base'

export type WalletConnectConnectorNotFoundErrorType = WalletConnectConnectorNotFoundError & {
  name: 'WalletConnectConnectorNotFoundError'
}

/**
 * Thrown when WalletConnect is asked for (QR view, a registry wallet that needs it) but no adapter has a
 * WalletConnect connector (no `walletConnect` option).
 *
 * @example
 * throw new WalletConnectConnectorNotFoundError()
 * // WalletConnectConnector not found
 */
export class WalletConnectConnectorNotFoundError extends BaseError {
  override name = 'WalletConnectConnectorNotFoundError' as const

  constructor({ chainNamespace }: { chainNamespace?: string | undefined } = {}) {
    super('WalletConnectConnector not found', {
      metaMessages: chainNamespace ? [`Namespace: ${chainNamespace}`] : undefined,
      details: "Add WalletConnect to the adapter's connectors: walletConnect({ projectId }) from @portico/evm/walletConnect.",
    })
  }
}

export type ConnectorChainsNotSupportedErrorType = ConnectorChainsNotSupportedError & {
  name: 'ConnectorChainsNotSupportedError'
}

/**
 * Thrown when the wallet approved none of the app's chains.
 *
 * @example
 * throw new ConnectorChainsNotSupportedError({ requested: ['eip155:1'], approved: ['eip155:56'] })
 * // The connector does not support any of the requested chains
 */
export class ConnectorChainsNotSupportedError extends BaseError {
  override name = 'ConnectorChainsNotSupportedError' as const
  readonly requested: readonly string[]
  readonly approved: readonly string[]

  constructor({
    requested = [],
    approved = [],
    cause,
  }: { requested?: readonly string[]; approved?: readonly string[]; cause?: unknown } = {}) {
    super('The connector does not support any of the requested chains', {
      cause,
      metaMessages: [`Requested: ${requested.join(', ') || '-'}`, `Approved: ${approved.join(', ') || '-'}`],
    })
    this.requested = requested
    this.approved = approved
  }
}
