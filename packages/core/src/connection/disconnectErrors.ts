import { BaseError } from '../errors/base'
import { reasonOf } from '../errors/reasonOf'

export type DisconnectErrorType = DisconnectError & { name: 'DisconnectError' }

/**
 * Thrown when disconnecting one or more namespaces failed; the short message lists every reason.
 *
 * @example
 * throw new DisconnectError({ reasons: [new Error('Wallet closed'), 'Timeout'] })
 * // Failed to disconnect chains: Wallet closed, Timeout
 */
export class DisconnectError extends BaseError {
  override name = 'DisconnectError' as const
  /** The failures, as thrown. */
  readonly reasons: readonly unknown[]
  /** The namespaces that failed, when known (same order as `reasons`). */
  readonly chainNamespaces: readonly (string | undefined)[] | undefined

  constructor({
    reasons,
    chainNamespaces,
  }: {
    reasons: readonly unknown[]
    chainNamespaces?: readonly (string | undefined)[] | undefined
  }) {
    const messages = reasons.map(reasonOf)
    super(`Failed to disconnect chains: ${messages.join(', ')}`, {
      cause: reasons.length === 1 ? reasons[0] : new AggregateError(reasons, 'Several chains failed to disconnect'),
      metaMessages: chainNamespaces?.length
        ? chainNamespaces.map((ns, i) => `${ns ?? 'unknown'}: ${messages[i] ?? 'Unknown reason'}`)
        : undefined,
    })
    this.reasons = reasons
    this.chainNamespaces = chainNamespaces
  }
}
