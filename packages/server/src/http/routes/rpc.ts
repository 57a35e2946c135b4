import { Hono } from 'hono'
import { parseChainId } from '../../chains/chains.ts'
import { UnknownChainError } from '../../chains/errors.ts'
import { BadRequestError } from '../../errors.ts'
import { forwardRpc } from '../../rpc/forwardRpc.ts'
import { getRpcMethods } from '../../rpc/projectRpcMethods.ts'
import { projectScope } from '../projectScope.ts'
import { readBodyText } from '../readBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/**
 * The chain RPC proxy, `{server}/v1/?chainId={id}&projectId={id}` (spec §7):
 * - `POST`: a JSON-RPC request or batch, forwarded to the chain's upstream. Methods outside the
 *   project's allow-list are answered with JSON-RPC error -32601 and never forwarded.
 * - `GET`: what the proxy serves for the chain: `{ chainId, name, testnet, methods }`.
 *
 * An unknown chain is 400 `unknown_chain`; an upstream that does not answer is 502 `upstream_unavailable`.
 */
export function rpcRoutes(deps: AppDeps) {
  const chainOf = (value: string | undefined) => {
    const chainId = parseChainId(value)
    const chain = chainId === undefined ? undefined : deps.chains.find((c) => c.chainId === chainId)
    if (!chain) throw new UnknownChainError({ chainId: value })
    return chain
  }

  const app = new Hono<AppEnv>()
  for (const path of ['/v1', '/v1/']) {
    app.get(path, projectScope(deps), async (c) => {
      const chain = chainOf(c.req.query('chainId'))
      const methods = await getRpcMethods(deps.db, c.get('scope').project.id)
      return c.json({ chainId: chain.chainId, name: chain.name, testnet: chain.testnet, methods })
    })
    app.post(path, projectScope(deps), async (c) => {
      const chain = chainOf(c.req.query('chainId'))
      const text = await readBodyText(c, deps.bodyLimit)
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        throw new BadRequestError('Malformed JSON body')
      }
      if (Array.isArray(body) && body.length === 0) throw new BadRequestError('Empty JSON-RPC batch')
      const allowed = new Set(await getRpcMethods(deps.db, c.get('scope').project.id))
      return c.json(await forwardRpc(chain, body, allowed, { fetch: deps.fetch }))
    })
  }
  return app
}
