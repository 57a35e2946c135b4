import { BaseError } from '../errors/base'

export type ChainNotSupportedErrorType = ChainNotSupportedError & { name: 'ChainNotSupportedError' }

/**
 * Thrown when a feature (send, swap, balance…) is asked for on a chain it does not support.
 *
 * @example
 * throw new ChainNotSupportedError({ chainId: 'bip122:000000000019d6689c085ae165831e93' })
 * // Chain is not supported
 */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError' as const
  readonly chainId: string | number | undefined

  constructor({ chainId, cause }: { chainId?: string | number | undefined; cause?: unknown } = {}) {
    super('Chain is not supported', {
      cause,
      metaMessages: chainId === undefined ? undefined : [`Chain: ${chainId}`],
    })
    this.chainId = chainId
  }
}

export type UnsupportedChainErrorType = UnsupportedChainError & { name: 'UnsupportedChainError' }

/**
 * Thrown when an adapter is asked to use a network outside its namespace or its configured chains
 * (e.g. the solana adapter handed an eip155 network).
 *
 * @example
 * throw new UnsupportedChainError({ caipNetworkId: 'eip155:1', chainNamespace: 'solana' })
 * // Unsupported chain
 * //
 * // Network: eip155:1
 * // Adapter: solana
 */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError' as const
  readonly caipNetworkId: string | undefined

  constructor({ caipNetworkId, chainNamespace }: { caipNetworkId?: string | undefined; chainNamespace?: string | undefined } = {}) {
    super('Unsupported chain', {
      metaMessages: [
        ...(caipNetworkId ? [`Network: ${caipNetworkId}`] : []),
        ...(chainNamespace ? [`Adapter: ${chainNamespace}`] : []),
      ],
    })
    this.caipNetworkId = caipNetworkId
  }
}
