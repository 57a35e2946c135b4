import { Hono } from 'hono'
import { parseChainId } from '../../chains/chains.ts'
import { UnknownChainError } from '../../chains/errors.ts'
import { BadRequestError } from '../../errors.ts'
import { forwardRpc, isRequest, rpcErrorCodes } from '../../rpc/forwardRpc.ts'
import { getRpcMethods } from '../../rpc/projectRpcMethods.ts'
import { exceedsLogRange, logBlockRange, needsHead } from '../../rpc/rpcLimits.ts'
import { projectScope } from '../projectScope.ts'
import { requireRateLimit } from '../rateLimit.ts'
import { readJsonBody } from '../readJsonBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/**
 * The chain RPC proxy, `{server}/v1/?chainId={id}&projectId={id}` (spec §7):
 * - `POST`: a JSON-RPC request or batch, forwarded to the chain's upstream. Methods outside the
 *   project's allow-list are answered with JSON-RPC error -32601 and never forwarded.
 * - `GET`: what the proxy serves for the chain: `{ chainId, name, testnet, methods }`.
 *
 * Metered: the `rpc` rate limit is charged one unit per JSON-RPC request (a batch of n costs n), a
 * batch holds at most `rpcLimits.maxBatch` requests (400), and a log query spanning more than
 * `rpcLimits.maxLogBlockRange` blocks is answered -32005 in place, never forwarded.
 *
 * An unknown chain is 400 `unknown_chain`; an upstream that does not answer is 502 `upstream_unavailable`.
 */
export function rpcRoutes(deps: AppDeps) {
  const chainOf = (value: string | undefined) => {
    const chainId = parseChainId(value)
    const chain = chainId === undefined ? undefined : deps.chains.find((c) => c.chainId === chainId)
    if (!chain) throw new UnknownChainError({ chainId: value?.slice(0, 64) })
    return chain
  }
  const { maxBatch, maxLogBlockRange } = deps.rpcLimits

  const app = new Hono<AppEnv>()
  for (const path of ['/v1', '/v1/']) {
    app.get(path, projectScope(deps, { bucket: 'rpc' }), async (c) => {
      const chain = chainOf(c.req.query('chainId'))
      const methods = await getRpcMethods(deps.db, c.get('scope').project.id)
      return c.json({ chainId: chain.chainId, name: chain.name, testnet: chain.testnet, methods })
    })
    app.post(path, projectScope(deps, { bucket: 'rpc' }), async (c) => {
      const chain = chainOf(c.req.query('chainId'))
      const body = await readJsonBody(c, { limit: deps.bodyLimit })
      const entries: unknown[] = Array.isArray(body) ? body : [body]
      if (entries.length === 0) throw new BadRequestError('Empty JSON-RPC batch')
      if (entries.length > maxBatch) throw new BadRequestError(`JSON-RPC batch of ${entries.length} requests: at most ${maxBatch}`)
      // The request was charged one unit by projectScope; a batch pays for the rest of its entries.
      if (entries.length > 1) await requireRateLimit(deps, c, 'rpc', entries.length - 1)
      const allowed = new Set(await getRpcMethods(deps.db, c.get('scope').project.id))

      const ranges = new Map<unknown, NonNullable<ReturnType<typeof logBlockRange>>>()
      for (const entry of entries) {
        const range = isRequest(entry) && allowed.has(entry.method) ? logBlockRange(entry.method, entry.params) : undefined
        if (range) ranges.set(entry, range)
      }
      const head = [...ranges.values()].some(needsHead) ? await deps.chainHeads.get(chain) : 0n
      return c.json(
        await forwardRpc(chain, body, allowed, {
          fetch: deps.fetch,
          refuse: (request) => {
            const range = ranges.get(request)
            if (!range || !exceedsLogRange(range, head, maxLogBlockRange)) return undefined
            return { code: rpcErrorCodes.limitExceeded, message: `Log queries span at most ${maxLogBlockRange} blocks: narrow fromBlock and toBlock` }
          },
        }),
      )
    })
  }
  return app
}
