import { type Address, type Hex, decodeErrorResult, toHex } from 'viem'
import type { ChainConfig } from '../chains/chains.ts'
import { UpstreamUnavailableError } from '../chains/errors.ts'
import { SimulationUnavailableError } from './errors.ts'
import { simulationTimeoutMs } from './limits.ts'
import type { SimulatedLog } from './readChanges.ts'

export type SimulatedCall = { to: Address; data?: Hex | undefined; value?: bigint | undefined }

/** The node's answer for the batch: its logs when every call succeeded, else the first revert. */
export type SimulationOutcome =
  | { status: 'success'; logs: SimulatedLog[]; gasUsed: bigint }
  | { status: 'reverted'; callIndex: number; reason: string | null }

type RpcCallResult = { status: Hex; returnData: Hex; gasUsed: Hex; logs?: SimulatedLog[]; error?: { message?: string; data?: Hex } }

/** JSON-RPC error codes a node answers for a method it does not have. */
const methodNotFound = new Set([-32601, -32004])

/**
 * Simulate `calls` from `from` in order on the latest block with `eth_simulateV1` and
 * `traceTransfers` (native transfers as logs), without validation (no nonce, fee or signature
 * checks: a smart account's batch is simulated as if its calls were made by the account).
 *
 * @throws {SimulationUnavailableError} `not_supported` when the node has no `eth_simulateV1`,
 *   `node_error` when it refuses the simulation with another error.
 * @throws {UpstreamUnavailableError} when the node does not answer within `simulationTimeoutMs` or answers garbage.
 */
export async function simulateCalls({ chain, from, calls, fetchImpl = fetch }: { chain: ChainConfig; from: Address; calls: readonly SimulatedCall[]; fetchImpl?: typeof fetch }): Promise<SimulationOutcome> {
  const body = {
    jsonrpc: '2.0',
    id: 1,
    method: 'eth_simulateV1',
    params: [
      {
        blockStateCalls: [{ calls: calls.map((call) => ({ from, to: call.to, data: call.data ?? '0x', value: toHex(call.value ?? 0n) })) }],
        traceTransfers: true,
        validation: false,
      },
      'latest',
    ],
  }
  let answer: { result?: { calls?: RpcCallResult[]; gasUsed?: Hex }[]; error?: { code?: number; message?: string } }
  try {
    const response = await fetchImpl(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(simulationTimeoutMs),
    })
    answer = (await response.json()) as typeof answer
  } catch (cause) {
    throw new UpstreamUnavailableError({ chainId: chain.chainId, cause })
  }
  if (answer.error) {
    const unsupported = methodNotFound.has(answer.error.code ?? 0) || /not (found|supported|available)|does not exist/i.test(answer.error.message ?? '')
    throw new SimulationUnavailableError({ chainId: chain.chainId, reason: unsupported ? 'not_supported' : 'node_error', cause: answer.error })
  }
  const results = answer.result?.[0]?.calls
  if (!Array.isArray(results) || results.length !== calls.length) {
    throw new UpstreamUnavailableError({ chainId: chain.chainId, cause: new Error('eth_simulateV1 answered no call results') })
  }
  const logs: SimulatedLog[] = []
  let gasUsed = 0n
  for (const [callIndex, result] of results.entries()) {
    if (result.status !== '0x1') return { status: 'reverted', callIndex, reason: revertReason(result) }
    logs.push(...(result.logs ?? []))
    gasUsed += BigInt(result.gasUsed ?? '0x0')
  }
  return { status: 'success', logs, gasUsed }
}

/** `Error(string)` or `Panic(uint256)` in plain text, else the node's message, else null (a bare revert). */
export function revertReason(result: Pick<RpcCallResult, 'returnData' | 'error'>): string | null {
  const data = result.returnData && result.returnData !== '0x' ? result.returnData : result.error?.data
  if (data && data !== '0x') {
    try {
      const decoded = decodeErrorResult({ data })
      if (decoded.errorName === 'Error') return String(decoded.args?.[0] ?? '')
      if (decoded.errorName === 'Panic') return `panic 0x${(decoded.args?.[0] as bigint).toString(16)}`
    } catch {
      return `custom error ${data.slice(0, 10)}`
    }
  }
  const message = result.error?.message?.replace(/^execution reverted:?\s*/i, '').trim()
  return message ? message.slice(0, 200) : null
}
