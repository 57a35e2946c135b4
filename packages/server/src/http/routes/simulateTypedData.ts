import { Hono } from 'hono'
import { getAddress, zeroAddress } from 'viem'
import { SIMULATE_MAX_TYPED_DATA_BYTES, simulateTypedDataBody } from '@portico/core/contract'
import { parseChainId } from '../../chains/chains.ts'
import { UnknownChainError } from '../../chains/errors.ts'
import { clearSignTypedData } from '../../clearSigning/clearSign.ts'
import type { ClearSigningRegistry } from '../../clearSigning/registry.ts'
import { OriginNotAllowedError } from '../../errors.ts'
import { isOriginAllowed } from '../../projects/origins.ts'
import { findWarnings } from '../../simulate/findWarnings.ts'
import { parseRequest } from '../../utils/badRequest.ts'
import { projectScope } from '../projectScope.ts'
import { readJsonBody } from '../readJsonBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/**
 * `POST /v1/simulate/typed-data?projectId=` `{ chainId, from, typedData }` → `{ chainId, decoded,
 * warnings }`: the EIP-712 message in words with the server's ERC-7730 descriptors (null when none
 * knows it) and, for each address its descriptor says must be a contract (a Permit or Permit2
 * spender), the warnings `findWarnings` gives an approval to it: no code on the chain
 * (`spender_not_contract`, a danger), on the scam list, deployed minutes ago. Malformed, oversized
 * (`SIMULATE_MAX_TYPED_DATA_BYTES`) or too deep typed data is a 400 (`ClearSigningError`). Callers
 * as `POST /v1/simulate`'s, on its rate limit.
 */
export function simulateTypedDataRoutes(deps: AppDeps, registry: ClearSigningRegistry) {
  return new Hono<AppEnv>().post('/v1/simulate/typed-data', projectScope(deps, { bucket: 'simulate', checkOrigin: false }), async (c) => {
    const { project, origin } = c.get('scope')
    if (origin !== undefined && origin !== deps.embedded?.frameOrigin && !isOriginAllowed(origin, project.allowedOrigins)) throw new OriginNotAllowedError({ origin })
    const body = parseRequest(simulateTypedDataBody, await readJsonBody(c, { limit: Math.min(deps.bodyLimit, SIMULATE_MAX_TYPED_DATA_BYTES + 1024) }), 'body')
    const chainId = parseChainId(String(body.chainId))
    const chain = deps.chains.find((candidate) => candidate.chainId === chainId)
    if (!chain) throw new UnknownChainError({ chainId: String(body.chainId).slice(0, 32) })
    const { decoded, contracts, tokens } = await clearSignTypedData({ registry, chain, tokens: deps.tokenLists.get(chain.chainId) }, body.typedData)
    const token = tokens[0] ?? zeroAddress
    const warnings = await findWarnings({
      chain,
      db: deps.db,
      from: getAddress(body.from),
      targets: [],
      approvals: contracts.map((spender) => ({ kind: 'erc20' as const, token, spender, amount: 1n, unlimited: false })),
      recipients: [],
      assets: [],
      scamList: deps.scamList,
      fetchImpl: deps.fetch,
    })
    return c.json({ chainId: `eip155:${chain.chainId}`, decoded, warnings })
  })
}
