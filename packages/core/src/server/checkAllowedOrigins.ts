import { ServerRequestError } from './errors'
import { isOriginAllowed } from '../origins/originPatterns'
import type { KitContext } from '../kit/context'
import { showOriginCheckFailure, showProjectNotConfigured } from './alerts'

export type AllowedOriginsResult = 'allowed' | 'unverified_domain' | 'project_id_not_configured' | 'rate_limited' | 'server_error'

/**
 * The allowed-origins check (spec §6): runs when e-mail or socials are enabled. Each failure kind
 * reaches the visitor as one clear alert; the result says which.
 */
export async function checkAllowedOrigins(ctx: KitContext, origin = globalThis.location?.origin ?? ''): Promise<AllowedOriginsResult> {
  const client = ctx.remote.client
  if (!client) return 'allowed'
  try {
    const { allowedOrigins } = await client.getAllowedOrigins()
    if (isOriginAllowed(origin, allowedOrigins)) return 'allowed'
    showOriginCheckFailure(ctx, 'unverified_domain', origin)
    return 'unverified_domain'
  } catch (error) {
    if (!(error instanceof ServerRequestError)) throw error
    if (error.code === 'project_not_found') {
      showProjectNotConfigured(ctx)
      return 'project_id_not_configured'
    }
    const kind = error.code === 'rate_limited' ? 'rate_limited' : 'server_error'
    showOriginCheckFailure(ctx, kind)
    return kind
  }
}
