import { BaseError } from '../errors/base'

export type OptionsConflictErrorType = OptionsConflictError & { name: 'OptionsConflictError' }

/**
 * Thrown when both `siweConfig` and `siwx` are given: they are two ways to configure the same
 * sign-in flow.
 *
 * @example
 * throw new OptionsConflictError()
 * // Cannot set both `siweConfig` and `siwx` options
 */
export class OptionsConflictError extends BaseError {
  override name = 'OptionsConflictError' as const

  constructor() {
    super('Cannot set both `siweConfig` and `siwx` options', {
      metaMessages: ['Pass only one of them: `siwx` is the multi-chain form, `siweConfig` the EVM-only one.'],
    })
  }
}

export type EmptyNetworksErrorType = EmptyNetworksError & { name: 'EmptyNetworksError' }

/**
 * Thrown when the `networks` option is given but holds no network.
 *
 * @example
 * throw new EmptyNetworksError()
 * // At least one network is required
 */
export class EmptyNetworksError extends BaseError {
  override name = 'EmptyNetworksError' as const

  constructor({ value }: { value?: unknown } = {}) {
    super('At least one network is required', {
      metaMessages: [
        `Received: ${Array.isArray(value) ? 'an empty list' : typeof value}`,
        'Pass `networks` as a non-empty list, e.g. `networks: [mainnet]`.',
      ],
    })
  }
}
