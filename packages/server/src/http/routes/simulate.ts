import { Hono } from 'hono'
import { type Hex, getAddress } from 'viem'
import { simulateBody } from '@portico/core/contract'
import { parseChainId } from '../../chains/chains.ts'
import { clearSignCalls } from '../../clearSigning/clearSign.ts'
import { defaultDescriptors } from '../../clearSigning/descriptors.ts'
import { createClearSigningRegistry } from '../../clearSigning/registry.ts'
import { answerTypedData } from './simulateTypedData.ts'
import { UnknownChainError } from '../../chains/errors.ts'
import { describeChanges } from '../../simulate/describeChanges.ts'
import { findWarnings } from '../../simulate/findWarnings.ts'
import { priceChanges } from '../../simulate/priceChanges.ts'
import { readChanges } from '../../simulate/readChanges.ts'
import { recipientsOf } from '../../simulate/recipientsOf.ts'
import { SimulationUnavailableError } from '../../simulate/errors.ts'
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
 * truncated, gasUsed, warnings }` (changes in USD where priced) or `{ chainId, status: 'reverted',
 * revert: { callIndex, reason }, warnings }`; `warnings` from `findWarnings` (scam list, approval to
 * an account with no code, new contract, unusual value).
 * A node without `eth_simulateV1` answers 503 `simulation_unavailable` (`details.reason`, and the calls in words as `details.decoded`), so the
 * caller degrades to its screen without changes; more than `SIMULATE_MAX_CALLS` calls or
 * `SIMULATE_MAX_CALLDATA_BYTES` of calldata in one is a 400 (the contract's `simulateBody`).
 * With `typedData` (an `eth_signTypedData_v4` object) instead of `calls`: the message in words and
 * its warnings (`answerTypedData`), `status: 'message'`.
 * `decoded`: each call in words with the server's ERC-7730 descriptors (`clearSignCalls`), null when none knows it.
 * Callers: the project's allowed origins (the kit's review steps) and this server's wallet frame.
 */
export function simulateRoutes(deps: AppDeps) {
  const registry = createClearSigningRegistry(defaultDescriptors)
  return new Hono<AppEnv>().post('/v1/simulate', projectScope(deps, { bucket: 'simulate', checkOrigin: false }), async (c) => {
    const { project, origin } = c.get('scope')
    if (origin !== undefined && origin !== deps.embedded?.frameOrigin && !isOriginAllowed(origin, project.allowedOrigins)) throw new OriginNotAllowedError({ origin })
    const body = parseRequest(simulateBody, await readJsonBody(c, { limit: deps.bodyLimit }), 'body')
    const chainId = parseChainId(String(body.chainId))
    const chain = deps.chains.find((candidate) => candidate.chainId === chainId)
    if (!chain) throw new UnknownChainError({ chainId: String(body.chainId).slice(0, 32) })
    const from = getAddress(body.from)
    if ('typedData' in body) return c.json(await answerTypedData(deps, { registry, chain, from, typedData: body.typedData }))
    const calls = body.calls.map((call) => ({ to: getAddress(call.to), data: call.data as Hex | undefined, value: call.value === undefined ? 0n : BigInt(call.value) }))
    const decoding = clearSignCalls({ registry, chain, tokens: deps.tokenLists.get(chain.chainId) }, calls)
    const [outcome, decoded] = await Promise.all([
      simulateCalls({ chain, from, calls }).catch(async (error: unknown) => {
        // A node that cannot simulate: the calls in words still go along (the 503's details.decoded).
        if (error instanceof SimulationUnavailableError) throw new SimulationUnavailableError({ chainId: chain.chainId, reason: error.reason, cause: error.cause, decoded: await decoding })
        throw error
      }),
      decoding,
    ])
    const caip = `eip155:${chain.chainId}`
    const warn = { chain, db: deps.db, from, targets: calls.map((call) => call.to), scamList: deps.scamList, fetchImpl: deps.fetch }
    if (outcome.status === 'reverted') {
      const warnings = await findWarnings({ ...warn, approvals: [], recipients: [], assets: [] })
      return c.json({ chainId: caip, status: 'reverted', revert: { callIndex: outcome.callIndex, reason: outcome.reason }, warnings, decoded })
    }
    const raw = readChanges(outcome.logs, from)
    const changes = await describeChanges({ chain, changes: raw, tokens: deps.tokenLists.get(chain.chainId) })
    const [assets, warnings] = await Promise.all([
      priceChanges(deps.prices, chain.chainId, changes.assets),
      findWarnings({ ...warn, approvals: raw.approvals, recipients: recipientsOf(outcome.logs, from), assets: changes.assets }),
    ])
    return c.json({ chainId: caip, status: 'success', ...changes, assets, gasUsed: outcome.gasUsed.toString(), warnings, decoded })
  })
}
