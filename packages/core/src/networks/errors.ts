import { BaseError } from '../errors/base'

export type ChainNotSupportedErrorType = ChainNotSupportedError & { name: 'ChainNotSupportedError' }

/**
 * Thrown when the kit has nothing for a chain: the wallet sits on a network the app does not
 * configure (signing, sending), a namespace has no configured network (`switchNamespace`), or an
 * adapter has no RPC for the network (cosmos and polkadot balances). Not to be confused with
 * NetworkOutsideAdapterError (a network handed to the wrong adapter).
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

export type NetworkOutsideAdapterErrorType = NetworkOutsideAdapterError & { name: 'NetworkOutsideAdapterError' }

/**
 * Thrown when an adapter is asked to use a network outside its namespace or its configured chains
 * (e.g. the solana adapter handed an eip155 network). Unlike ChainNotSupportedError (the kit or a
 * feature has nothing for the chain), this is a network handed to the wrong adapter.
 *
 * @example
 * throw new NetworkOutsideAdapterError({ caipNetworkId: 'eip155:1', chainNamespace: 'solana' })
 * // Unsupported chain
 * //
 * // Network: eip155:1
 * // Adapter: solana
 */
export class NetworkOutsideAdapterError extends BaseError {
  override name = 'NetworkOutsideAdapterError' as const
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

/** @deprecated Renamed `NetworkOutsideAdapterError` (its `name` is now 'NetworkOutsideAdapterError'); this alias goes in the next minor. */
export const UnsupportedChainError = NetworkOutsideAdapterError
/** @deprecated Renamed `NetworkOutsideAdapterError`; this alias goes in the next minor. */
export type UnsupportedChainError = NetworkOutsideAdapterError
/** @deprecated Renamed `NetworkOutsideAdapterErrorType`; this alias goes in the next minor. */
export type UnsupportedChainErrorType = NetworkOutsideAdapterErrorType
