import { BaseError } from './base'

export type AdapterMethodNotSupportedErrorType = AdapterMethodNotSupportedError & { name: 'AdapterMethodNotSupportedError' }

/**
 * The namespace's adapter does not implement an optional method (e.g. token transfers).
 *
 * @example
 * throw new AdapterMethodNotSupportedError({ method: 'transferToken', chainNamespace: 'solana' })
 * // The solana adapter does not support transferToken
 */
export class AdapterMethodNotSupportedError extends BaseError {
  override name = 'AdapterMethodNotSupportedError' as const
  readonly method: string

  constructor({ method, chainNamespace }: { method: string; chainNamespace: string }) {
    super(`The ${chainNamespace} adapter does not support ${method}`)
    this.method = method
  }
}
