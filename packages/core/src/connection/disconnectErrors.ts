import { BaseError } from '../errors/base'
import { reasonOf } from '../errors/reasonOf'

export type DisconnectFailedErrorType = DisconnectFailedError & { name: 'DisconnectFailedError' }

/**
 * Thrown when disconnecting one or more namespaces failed; the short message lists every reason.
 *
 * @example
 * throw new DisconnectFailedError({ reasons: [new Error('Wallet closed'), 'Timeout'] })
 * // Failed to disconnect chains: Wallet closed, Timeout
 */
export class DisconnectFailedError extends BaseError {
  override name = 'DisconnectFailedError' as const
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

/** @deprecated Renamed `DisconnectFailedError` (its `name` is now 'DisconnectFailedError'), so it is not read as the `disconnect` action's error union; this alias goes in the next minor. */
export const DisconnectError = DisconnectFailedError
/** @deprecated Renamed `DisconnectFailedError`; this alias goes in the next minor. */
export type DisconnectError = DisconnectFailedError
/**
 * @deprecated Renamed `DisconnectFailedErrorType`. From the next minor this name is only the `disconnect` action's
 * error union (`@portico/core/actions`).
 */
export type DisconnectErrorType = DisconnectFailedErrorType
