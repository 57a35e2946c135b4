import { BaseError } from '../errors/base'
import type { ServerErrorCode } from '../server/errors'

/** The server's reason, when the cause is a server refusal. */
function reasonOf(cause: unknown): ServerErrorCode | undefined {
  const code = (cause as { code?: unknown } | undefined)?.code
  return typeof code === 'string' && (cause as { name?: unknown }).name === 'ServerRequestError' ? (code as ServerErrorCode) : undefined
}

export type ResolveNameFailedErrorType = ResolveNameFailedError & { name: 'ResolveNameFailedError' }

/**
 * A name (or an account's name) could not be looked up: the server failed or cannot be reached.
 * An unknown name is not an error (the lookup answers undefined).
 *
 * @example
 * throw new ResolveNameFailedError({ name: 'alice', cause })
 * // Error resolving name
 */
export class ResolveNameFailedError extends BaseError {
  override name = 'ResolveNameFailedError' as const

  constructor({ name, cause }: { name: string; cause?: unknown }) {
    super('Error resolving name', { metaMessages: [`Name or address: ${name}`], cause })
  }
}

/** @deprecated Renamed `ResolveNameFailedError` (its `name` is now 'ResolveNameFailedError'), so it is not read as the `resolveName` action's error union; this alias goes in the next minor. */
export const ResolveNameError = ResolveNameFailedError
/** @deprecated Renamed `ResolveNameFailedError`; this alias goes in the next minor. */
export type ResolveNameError = ResolveNameFailedError
/**
 * @deprecated Renamed `ResolveNameFailedErrorType`. From the next minor this name is only the `resolveName` action's
 * error union (`@portico/core/actions`).
 */
export type ResolveNameErrorType = ResolveNameFailedErrorType

export type NameSuggestionsErrorType = NameSuggestionsError & { name: 'NameSuggestionsError' }

/** Name suggestions could not be fetched (spec §8). */
export class NameSuggestionsError extends BaseError {
  override name = 'NameSuggestionsError' as const

  constructor({ name, cause }: { name: string; cause?: unknown }) {
    super('Error fetching name suggestions', { metaMessages: [`Name: ${name}`], cause })
  }
}

export type RegisterNameFailedErrorType = RegisterNameFailedError & { name: 'RegisterNameFailedError' }

/**
 * A name could not be registered (spec §8). `reason` is the server's code when it refused
 * (`name_taken`, `name_account_has_name`, `name_invalid`, `name_message_expired`…) or `invalid_name` /
 * `invalid_avatar` when the kit refused it before asking the wallet; `suggestions` come with `name_taken`.
 */
export class RegisterNameFailedError extends BaseError {
  override name = 'RegisterNameFailedError' as const
  readonly reason: ServerErrorCode | 'invalid_name' | 'invalid_avatar' | undefined
  readonly suggestions: readonly string[]

  constructor({ name, cause, reason, suggestions }: { name: string; cause?: unknown; reason?: 'invalid_name' | 'invalid_avatar' | undefined; suggestions?: readonly string[] | undefined }) {
    super('Error registering name', { metaMessages: [`Name: ${name}`], cause })
    this.reason = reason ?? reasonOf(cause)
    const data = (cause as { data?: { suggestions?: unknown } } | undefined)?.data
    this.suggestions = suggestions ?? (Array.isArray(data?.suggestions) ? data.suggestions.filter((s): s is string => typeof s === 'string') : [])
  }
}

/** @deprecated Renamed `RegisterNameFailedError` (its `name` is now 'RegisterNameFailedError'), so it is not read as the `registerName` action's error union; this alias goes in the next minor. */
export const RegisterNameError = RegisterNameFailedError
/** @deprecated Renamed `RegisterNameFailedError`; this alias goes in the next minor. */
export type RegisterNameError = RegisterNameFailedError
/**
 * @deprecated Renamed `RegisterNameFailedErrorType`. From the next minor this name is only the `registerName` action's
 * error union (`@portico/core/actions`).
 */
export type RegisterNameErrorType = RegisterNameFailedErrorType
