import { BaseError } from '../errors/base'

export type NetworkNotFoundErrorType = NetworkNotFoundError & { name: 'NetworkNotFoundError' }

/**
 * Thrown when a network id is not one of the configured networks (e.g. switching to an unknown id).
 *
 * @example
 * throw new NetworkNotFoundError({ caipNetworkId: 'eip155:999' })
 * // Network not found
 * //
 * // Network: eip155:999
 */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError' as const
  readonly caipNetworkId: string | number | undefined

  constructor({ caipNetworkId }: { caipNetworkId?: string | number | undefined } = {}) {
    super('Network not found', {
      metaMessages: caipNetworkId === undefined ? undefined : [`Network: ${caipNetworkId}`],
    })
    this.caipNetworkId = caipNetworkId
  }
}
