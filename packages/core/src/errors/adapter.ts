import { BaseError } from './base'

export type AdapterNotFoundErrorType = AdapterNotFoundError & { name: 'AdapterNotFoundError' }

/**
 * Thrown when an action (connect, sign, send, estimate, write) targets a namespace with no adapter.
 *
 * @example
 * throw new AdapterNotFoundError({ chainNamespace: 'solana' })
 * // Adapter for namespace solana doesn't exist
 */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError' as const
  readonly chainNamespace: string | undefined

  constructor({ chainNamespace, action }: { chainNamespace: string | undefined; action?: string | undefined }) {
    super(`Adapter for namespace ${chainNamespace} doesn't exist`, {
      metaMessages: [
        ...(action ? [`Action: ${action}`] : []),
        'Add an adapter for this namespace to the `adapters` option.',
      ],
    })
    this.chainNamespace = chainNamespace
  }
}
