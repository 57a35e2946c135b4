import { Hono } from 'hono'
import { type Hex, getAddress } from 'viem'
import { simulateBody } from '@portico/core/contract'
import { parseChainId } from '../../chains/chains.ts'
import { UnknownChainError } from '../../chains/errors.ts'
import { describeChanges } from '../../simulate/describeChanges.ts'
import { readChanges } from '../../simulate/readChanges.ts'
import { simulateCalls } from '../../simulate/simulateCalls.ts'
import { OriginNotAllowedError } from '../../errors.ts'
import { isOriginAllowed } from '../../projects/origins.ts'
import { parseRequest } from '../../utils/badRequest.ts'
import { projectScope } from '../projectScope.ts'
import { readJsonBody } from '../readJsonBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/**
 * `POST /v1/simulate?projectId=` `{ chainId, from, calls: [{ to, data?, value? }] }` → what the batch
 * would change for `from` on the latest block: `{ chainId, status: 'success', assets, approvals,
 * truncated, gasUsed }` or `{ chainId, status: 'reverted', revert: { callIndex, reason } }`.
 * A node without `eth_simulateV1` answers 503 `simulation_unavailable` (`details.reason`), so the
 * caller degrades to its screen without changes; more than `SIMULATE_MAX_CALLS` calls or
 * `SIMULATE_MAX_CALLDATA_BYTES` of calldata in one is a 400 (the contract's `simulateBody`).
 * Callers: the project's allowed origins (the kit's review steps) and this server's wallet frame.
 */
export function simulateRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/v1/simulate', projectScope(deps, { bucket: 'simulate', checkOrigin: false }), async (c) => {
    const { project, origin } = c.get('scope')
    if (origin !== undefined && origin !== deps.embedded?.frameOrigin && !isOriginAllowed(origin, project.allowedOrigins)) throw new OriginNotAllowedError({ origin })
    const body = parseRequest(simulateBody, await readJsonBody(c, { limit: deps.bodyLimit }), 'body')
    const chainId = parseChainId(String(body.chainId))
    const chain = deps.chains.find((candidate) => candidate.chainId === chainId)
    if (!chain) throw new UnknownChainError({ chainId: String(body.chainId).slice(0, 32) })
    const from = getAddress(body.from)
    const outcome = await simulateCalls({
      chain,
      from,
      calls: body.calls.map((call) => ({ to: getAddress(call.to), data: call.data as Hex | undefined, value: call.value === undefined ? 0n : BigInt(call.value) })),
    })
    const caip = `eip155:${chain.chainId}`
    if (outcome.status === 'reverted') return c.json({ chainId: caip, status: 'reverted', revert: { callIndex: outcome.callIndex, reason: outcome.reason } })
    const changes = await describeChanges({ chain, changes: readChanges(outcome.logs, from), tokens: deps.tokenLists.get(chain.chainId) })
    return c.json({ chainId: caip, status: 'success', ...changes, gasUsed: outcome.gasUsed.toString() })
  })
}
