import { Hono } from 'hono'
import { createPublicClient, getAddress, http, type PublicClient } from 'viem'
import { nameQuery, registerNameBody as registerBody, reverseNameQuery as reverseQuery } from '@portico/core/contract'
import { normalizeName } from '@portico/core'
import { describeNameProblem, nameProblem } from '@portico/core/internal'
import { NameError } from '../../names/errors.ts'
import { ensPrimaryRecord, isEnsName, lookupEnsName } from '../../ens/ensNames.ts'
import { lookupName, reverseLookup } from '../../names/queryNames.ts'
import { registerName } from '../../names/registerName.ts'
import { nameStem, suggestNames } from '../../names/suggestNames.ts'
import { parseRequest as parse } from '../../utils/badRequest.ts'
import { projectScope } from '../projectScope.ts'
import { readJsonBody } from '../readJsonBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'
import type { Logger } from '../../log/createLogger.ts'

/**
 * The name service (project-scoped; names are server-wide, spec §7):
 * - `GET /v1/names/lookup?name=` → `{ name: NameRecord }`, or 404 `name_not_found`. A name with a dot is
 *   an ENS name (`lookupEnsName`: this server's `<name>.<parent>`, or ENS on a served Ethereum chain).
 * - `GET /v1/names/reverse?address=&coinType=` → `{ names: NameRecord[] }` (empty when none), the
 *   account's ENS primary name first when ENS is read here.
 * - `GET /v1/names/suggestions?name=` → `{ name, available, suggestions }`.
 * - `POST /v1/names/register` `{ coinType, address, signature, message }` → 201 `{ name: NameRecord }`.
 *
 * Names: lowercase letters, digits and hyphens, 4 to 63 characters (a lookup is case-insensitive).
 */
export function nameRoutes(deps: AppDeps) {
  const clients = new Map<string, PublicClient>()
  const clientFor = (chainId: string) => {
    const chain = deps.chains.find((candidate) => `eip155:${candidate.chainId}` === chainId)
    if (!chain) return undefined
    let client = clients.get(chainId)
    if (!client) clients.set(chainId, (client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: 10_000 }) }) as PublicClient))
    return client
  }

  return new Hono<AppEnv>()
    .get('/v1/names/lookup', projectScope(deps, { bucket: 'nameLookup' }), async (c) => {
      const typed = parse(nameQuery, c.req.query(), 'query').name
      if (isEnsName(typed)) return c.json({ name: await lookupEnsName(deps, typed) })
      const name = normalizeName(typed)
      const problem = nameProblem(name)
      if (problem) throw new NameError('name_invalid', describeNameProblem(problem), { details: { problem } })
      const record = await lookupName(deps.db, name)
      if (!record) throw new NameError('name_not_found', `No account has the name ${name}`)
      return c.json({ name: record })
    })
    .get('/v1/names/reverse', projectScope(deps, { bucket: 'nameLookup' }), async (c) => {
      const query = parse(reverseQuery, c.req.query(), 'query')
      const address = getAddress(query.address)
      const [ens, own] = await Promise.all([
        query.coinType === undefined || query.coinType === 60 ? ensPrimaryRecord(deps.ens, address, (error) => (c.get('log') as Logger | undefined)?.warn({ err: error }, 'ENS primary name not read')) : undefined,
        reverseLookup(deps.db, { address, coinType: query.coinType }),
      ])
      // The account's ENS primary name first: the name it chose for itself everywhere.
      return c.json({ names: ens ? [ens, ...own] : own })
    })
    .get('/v1/names/suggestions', projectScope(deps, { bucket: 'nameSuggestions' }), async (c) => {
      const name = normalizeName(parse(nameQuery, c.req.query(), 'query').name)
      if (!nameStem(name)) throw new NameError('name_invalid', 'Names use only letters, digits and hyphens', { details: { problem: 'characters' } })
      return c.json(await suggestNames(deps.db, name))
    })
    .post('/v1/names/register', projectScope(deps, { bucket: 'nameRegister' }), async (c) => {
      const { project } = c.get('scope')
      const body = parse(registerBody, await readJsonBody(c, { limit: deps.bodyLimit }), 'body')
      const record = await registerName(deps.db, { projectId: project.id, ...body, now: deps.now(), clientFor })
      return c.json({ name: record }, 201)
    })
}
