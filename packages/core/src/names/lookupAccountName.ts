import type { KitContext } from '../kit/context'
import { lookupAccountIdentity } from './lookupAccountIdentity'

/**
 * An account's name (reverse lookup; default: the connected account), or undefined. Kept 5 minutes
 * (spec §9's identity cache).
 *
 * @throws {ResolveNameError} 'Error resolving name' when the server fails.
 */
export async function lookupAccountName(ctx: KitContext, parameters: { address?: string | undefined } = {}): Promise<string | undefined> {
  return (await lookupAccountIdentity(ctx, parameters))?.name
}
