import type { ServerRequestError } from './errors'
import type { KitContext } from '../kit/context'

/** The analytics/config 403 (spec §8): shown once per kit. */
export function showInvalidAppConfiguration(ctx: KitContext) {
  ctx.alerts.showOnce('invalid_app_configuration', {
    variant: 'error',
    code: 'invalid_app_configuration',
    title: 'Invalid App Configuration',
    message: 'Origin not found on Allowlist - update configuration',
  })
}

/** The project id is unknown to the server. */
export function showProjectNotConfigured(ctx: KitContext) {
  ctx.alerts.showOnce('project_id_not_configured', {
    variant: 'error',
    code: 'project_id_not_configured',
    title: 'Project ID Not Configured',
    message: 'Project id is not configured. Create one with `portico-server project create` and pass it as projectId.',
  })
}

/**
 * The allowed-origins check failed (spec §8: project id not configured, origin not allowed, rate
 * limited, server error): one clear alert per kind.
 */
export function showOriginCheckFailure(ctx: KitContext, kind: 'unverified_domain' | 'rate_limited' | 'server_error', origin?: string) {
  const alerts = {
    unverified_domain: {
      title: 'Invalid App Configuration',
      message: `Origin ${origin ?? ''} not found on Allowlist - update configuration. E-mail and social login are unavailable on this site.`,
    },
    rate_limited: {
      title: 'Rate Limited',
      message: 'Too many requests to the Portico server. E-mail and social login will be available again shortly.',
    },
    server_error: {
      title: 'Server Error',
      message: 'The Portico server could not verify this site. E-mail and social login may not work.',
    },
  } as const
  ctx.alerts.showOnce(kind, { variant: kind === 'rate_limited' ? 'warning' : 'error', code: kind, ...alerts[kind] })
}

/** Routes a server failure to its alert; failures with no alert of their own are only logged. */
export function alertServerError(ctx: KitContext, error: ServerRequestError) {
  if (error.code === 'origin_not_allowed') showInvalidAppConfiguration(ctx)
  else if (error.code === 'project_not_found') showProjectNotConfigured(ctx)
  else console.warn(`[Portico] ${error.shortMessage}`, error)
}
