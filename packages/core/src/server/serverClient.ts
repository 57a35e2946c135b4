import { createServerClient, type ServerClient } from './createServerClient'
import type { KitContext } from '../kit/context'

/** The kit's server client, made on first use; undefined when no server is configured. */
export function serverClient(ctx: KitContext): ServerClient | undefined {
  if (!ctx.server) return undefined
  ctx.remote.client ??= createServerClient(ctx.server)
  return ctx.remote.client
}
