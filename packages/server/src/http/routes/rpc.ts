import { Hono } from 'hono'
import { parseChainId } from '../../chains/chains.ts'
import { UnknownChainError } from '../../chains/errors.ts'
import { BadRequestError } from '../../errors.ts'
import { forwardRpc, isRequest, rpcErrorCodes } from '../../rpc/forwardRpc.ts'
import { getRpcMethods } from '../../rpc/projectRpcMethods.ts'
import { checkLogFilter, exceedsLogRange, type LogFilterCheck, needsHead } from '../../rpc/rpcLimits.ts'
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
 * `rpcLimits.maxLogBlockRange` blocks is answered -32005 in place, never forwarded. A log query's
 * filter (`eth_getLogs`, `eth_newFilter`) is parsed strictly first: a `blockHash` that is not a
 * 32-byte hash (`null` included) or a bound that is neither a block tag nor a canonical quantity is
 * answered -32602 in place, never forwarded.
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

      // Log queries are parsed strictly before anything is forwarded: invalid filters are refused (-32602), wide ranges answered -32005.
      const filters = new Map<unknown, LogFilterCheck>()
      for (const entry of entries) {
        if (isRequest(entry) && allowed.has(entry.method)) filters.set(entry, checkLogFilter(entry.method, entry.params))
      }
      const ranges = [...filters.values()].filter((check) => check.kind === 'range')
      const head = ranges.some(needsHead) ? await deps.chainHeads.get(chain) : 0n
      return c.json(
        await forwardRpc(chain, body, allowed, {
          fetch: deps.fetch,
          refuse: (request) => {
            const check = filters.get(request)
            if (check?.kind === 'invalid') return { code: rpcErrorCodes.invalidParams, message: check.message }
            if (check?.kind !== 'range' || !exceedsLogRange(check, head, maxLogBlockRange)) return undefined
            return { code: rpcErrorCodes.limitExceeded, message: `Log queries span at most ${maxLogBlockRange} blocks: narrow fromBlock and toBlock` }
          },
        }),
      )
    })
  }
  return app
}
