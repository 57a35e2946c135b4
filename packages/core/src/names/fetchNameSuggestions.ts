import { NameSuggestionsError } from './errors'
import { normalizeName } from './validateName'
import type { NameSuggestions } from './types'
import type { KitContext } from '../kit/context'
import { requireServer } from './nameServer'
import type { ServerNotConfiguredErrorType } from '../server/errors'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'
import type { NameSuggestionsErrorType } from './errors'

/** The name typed. */
export type FetchNameSuggestionsParameters = string

export type FetchNameSuggestionsReturnType = NameSuggestions

/** What `fetchNameSuggestions` can throw (by `name`). */
export type FetchNameSuggestionsErrorType =
  | ServerNotConfiguredErrorType
  | NameSuggestionsErrorType
  | BaseErrorType
  | ErrorType

/**
 * Whether `name` can be registered, and free names close to it.
 *
 * @throws {NameSuggestionsError} 'Error fetching name suggestions'.
 */
export async function fetchNameSuggestions(ctx: KitContext, name: string): Promise<NameSuggestions> {
  const client = requireServer(ctx, 'Names')
  try {
    return await client.getNameSuggestions(normalizeName(name))
  } catch (cause) {
    throw new NameSuggestionsError({ name, cause })
  }
}
