import { NameSuggestionsError } from './errors'
import { normalizeName } from './validateName'
import type { NameSuggestions } from './types'
import type { KitContext } from '../kit/context'
import { requireServer } from './nameServer'

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
