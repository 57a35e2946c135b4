import { BaseError } from '../errors/base'
import { describeValue } from '../errors/utils'

const SUPPORTED_NAMESPACES = 'eip155, solana, polkadot, bip122, cosmos'

export type InvalidCaipAddressErrorType = InvalidCaipAddressError & { name: 'InvalidCaipAddressError' }

/**
 * Thrown when a value is not a CAIP-10 account id (`<namespace>:<chainId>:<address>`).
 *
 * @example
 * throw new InvalidCaipAddressError({ value: 'eip155:1' })
 * // Invalid CAIP-10 address
 * //
 * // Received: "eip155:1"
 * // Expected: "<namespace>:<chainId>:<address>", e.g. "eip155:1:0xf39F…2266"
 */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError' as const
  /** The rejected value. */
  readonly value: unknown

  constructor({ value, details }: { value: unknown; details?: string | undefined }) {
    super('Invalid CAIP-10 address', {
      details,
      metaMessages: [
        `Received: ${describeValue(value)}`,
        'Expected: "<namespace>:<chainId>:<address>", e.g. "eip155:1:0xf39F…2266"',
      ],
    })
    this.value = value
  }
}

export type InvalidCaipNetworkIdErrorType = InvalidCaipNetworkIdError & { name: 'InvalidCaipNetworkIdError' }

/**
 * Thrown when a value is not a CAIP-2 network id (`<namespace>:<chainId>`).
 *
 * @example
 * throw new InvalidCaipNetworkIdError({ value: 'eip155' })
 * // Invalid CAIP-2 network id
 * //
 * // Received: "eip155"
 * // Expected: "<namespace>:<chainId>", e.g. "eip155:1"
 */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError' as const
  /** The rejected value. */
  readonly value: unknown

  constructor({ value, details }: { value: unknown; details?: string | undefined }) {
    super('Invalid CAIP-2 network id', {
      details,
      metaMessages: [`Received: ${describeValue(value)}`, 'Expected: "<namespace>:<chainId>", e.g. "eip155:1"'],
    })
    this.value = value
  }
}

export type UnsupportedChainNamespaceErrorType = UnsupportedChainNamespaceError & {
  name: 'UnsupportedChainNamespaceError'
}

/**
 * Thrown when a chain namespace is not one Portico knows (eip155, solana, polkadot, bip122, cosmos).
 *
 * @example
 * throw new UnsupportedChainNamespaceError({ chainNamespace: 'tron' })
 * // Unsupported chain namespace
 * //
 * // Namespace: "tron"
 * // Supported: eip155, solana, polkadot, bip122, cosmos
 */
export class UnsupportedChainNamespaceError extends BaseError {
  override name = 'UnsupportedChainNamespaceError' as const
  readonly chainNamespace: unknown

  constructor({ chainNamespace }: { chainNamespace: unknown }) {
    super('Unsupported chain namespace', {
      metaMessages: [`Namespace: ${JSON.stringify(String(chainNamespace))}`, `Supported: ${SUPPORTED_NAMESPACES}`],
    })
    this.chainNamespace = chainNamespace
  }
}
