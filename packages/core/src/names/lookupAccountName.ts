import type { KitContext } from '../kit/context'
import { lookupAccountIdentity } from './lookupAccountIdentity'
import type { LookupAccountIdentityErrorType, LookupAccountIdentityParameters } from './lookupAccountIdentity'

/** The account (default: the connected one). */
export type LookupAccountNameParameters = LookupAccountIdentityParameters

export type LookupAccountNameReturnType = string | undefined

/** What `lookupAccountName` can throw (by `name`). */
export type LookupAccountNameErrorType = LookupAccountIdentityErrorType

/**
 * An account's name (reverse lookup; default: the connected account), or undefined. Kept 5 minutes
 * (spec §9's identity cache).
 *
 * @throws {ResolveNameFailedError} 'Error resolving name' when the server fails.
 */
export async function lookupAccountName(ctx: KitContext, parameters: LookupAccountNameParameters = {}): Promise<LookupAccountNameReturnType> {
  return (await lookupAccountIdentity(ctx, parameters))?.name
}
