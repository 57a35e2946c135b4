import { Hono } from 'hono'
import { type Hex, getAddress } from 'viem'
import { z } from 'zod'
import { parseChainId } from '../../chains/chains.ts'
import { UnknownChainError } from '../../chains/errors.ts'
import { describeChanges } from '../../simulate/describeChanges.ts'
import { maxCalldataBytes, maxSimulatedCalls } from '../../simulate/limits.ts'
import { readChanges } from '../../simulate/readChanges.ts'
import { simulateCalls } from '../../simulate/simulateCalls.ts'
import { parseRequest } from '../../utils/badRequest.ts'
import { projectScope } from '../projectScope.ts'
import { readJsonBody } from '../readJsonBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an EVM address')
const quantity = z.union([z.string().regex(/^(0x[0-9a-fA-F]{1,64}|[0-9]{1,78})$/, 'wei: a decimal or 0x quantity'), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
const simulateBody = z.object({
  chainId: z.union([z.number().int().positive(), z.string().max(32)]),
  from: address,
  calls: z
    .array(
      z.object({
        to: address,
        data: z
          .string()
          .max(2 + maxCalldataBytes * 2, `at most ${maxCalldataBytes} bytes of calldata`)
          .regex(/^0x([0-9a-fA-F]{2})*$/, 'hex bytes')
          .optional(),
        value: quantity.optional(),
      }),
    )
    .min(1)
    .max(maxSimulatedCalls, `at most ${maxSimulatedCalls} calls`),
})

/**
 * `POST /v1/simulate?projectId=` `{ chainId, from, calls: [{ to, data?, value? }] }` → what the batch
 * would change for `from` on the latest block: `{ chainId, status: 'success', assets, approvals,
 * truncated, gasUsed }` or `{ chainId, status: 'reverted', revert: { callIndex, reason } }`.
 * A node without `eth_simulateV1` answers 503 `simulation_unavailable` (`details.reason`), so the
 * caller degrades to its screen without changes; more than `maxSimulatedCalls` calls or
 * `maxCalldataBytes` of calldata in one is a 400.
 */
export function simulateRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/v1/simulate', projectScope(deps, { bucket: 'simulate' }), async (c) => {
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
