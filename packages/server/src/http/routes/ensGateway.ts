import { Hono } from 'hono'
import { ensGatewayBody } from '@portico/core/contract'
import { EnsGatewayNotConfiguredError } from '../../ens/errors.ts'
import { parseRequest as parse } from '../../utils/badRequest.ts'
import { answerEnsGatewayRequest } from '../../ens/answerEnsGatewayRequest.ts'
import { publicCors } from '../cors.ts'
import { rateLimit } from '../rateLimit.ts'
import { readJsonBody } from '../readJsonBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/**
 * The ENS gateway (ERC-3668 CCIP-Read) for Portico names as `<name>.<parent>`, as ENS's offchain
 * resolver calls it: `GET /v1/ens/gateway/{sender}/{data}.json` (`.json` optional) or
 * `POST /v1/ens/gateway` `{ sender, data }` → `{ data }` (see `answerEnsGatewayRequest`). Public
 * (any wallet, any origin); 404 `not_found` when the server has no `ensGateway` configured.
 */
export function ensGatewayRoutes(deps: AppDeps) {
  const respond = async (sender: string, data: string) => {
    if (!deps.ensGateway) throw new EnsGatewayNotConfiguredError()
    return { data: await answerEnsGatewayRequest(deps.db, deps.ensGateway, { sender, data }, deps.now()) }
  }
  return new Hono<AppEnv>()
    .get('/v1/ens/gateway/:sender/:data', publicCors(), rateLimit(deps, 'ensGateway'), async (c) => {
      return c.json(await respond(c.req.param('sender'), c.req.param('data').replace(/\.json$/, '')))
    })
    .post('/v1/ens/gateway', publicCors(), rateLimit(deps, 'ensGateway'), async (c) => {
      const { sender, data } = parse(ensGatewayBody, await readJsonBody(c, { limit: deps.bodyLimit }), 'body')
      return c.json(await respond(sender, data))
    })
}
