import { Hono } from 'hono'
import { handlePaymasterRequest } from '../../paymaster/handlePaymasterRequest.ts'
import { projectScope } from '../projectScope.ts'
import { readJsonBody } from '../readJsonBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/**
 * The ERC-7677 paymaster service, `POST /v1/paymaster?projectId={id}` (the URL a wallet is given as
 * the EIP-5792 `paymasterService` capability): one JSON-RPC request, `pm_getPaymasterStubData` or
 * `pm_getPaymasterData` (see `handlePaymasterRequest`). The door is every project route's (404
 * project_not_found, 403 origin_not_allowed, 429 rate_limited on the `paymaster` bucket, 400 / 413 on
 * a body that is not JSON); past it every answer is JSON-RPC, a refusal a JSON-RPC error.
 */
export function paymasterRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.post('/v1/paymaster', projectScope(deps, { bucket: 'paymaster' }), async (c) => {
    const body = await readJsonBody(c, { limit: deps.bodyLimit })
    return c.json(await handlePaymasterRequest(body, { db: deps.db, project: c.get('scope').project, chains: deps.chains, paymaster: deps.paymaster, now: deps.now(), onReserved: deps.metrics?.paymasterReserved }))
  })
  return app
}
