import { ServerError } from '../errors.ts'

/** The chain id is missing, malformed or not one the server is configured for. */
export class UnknownChainError extends ServerError {
  override name = 'UnknownChainError'
  readonly chainId: string | undefined

  constructor({ chainId }: { chainId: string | undefined }) {
    super(
      'unknown_chain',
      400,
      chainId ? `Chain ${chainId} is not supported by this server` : 'Query chainId is required (a number or eip155:<id>)',
    )
    this.chainId = chainId
  }
}

/** The chain's upstream RPC did not answer (down, timed out, or answered garbage). */
export class UpstreamUnavailableError extends ServerError {
  override name = 'UpstreamUnavailableError'
  readonly chainId: number

  constructor({ chainId, cause }: { chainId: number; cause?: unknown }) {
    super('upstream_unavailable', 502, `The RPC upstream of chain ${chainId} is unavailable`, { cause })
    this.chainId = chainId
  }
}
