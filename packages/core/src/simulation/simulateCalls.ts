import { requireConnection, type RequireConnectionErrorType } from '../connection/requireConnection'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'
import type { KitContext } from '../kit/context'
import { ServerNotConfiguredError, type ServerNotConfiguredErrorType, type ServerRequestErrorType } from '../server/errors'
import { serverClient } from '../server/serverClient'
import { checkSimulationCalls } from './checkSimulationCalls'
import { InvalidSimulationError, type InvalidSimulationErrorType, SimulationUnavailableError, type SimulationUnavailableErrorType } from './errors'
import type { SimulateCallsAnswer, SimulationCall } from './types'
import { chainSupports } from '../kit/chainRules'

export type SimulateCallsParameters = {
  /** The calls, in order, as the connected account would send them (one for a transaction). */
  calls: readonly SimulationCall[]
}

export type SimulateCallsReturnType = SimulateCallsAnswer

/** What `simulateCalls` can throw (by `name`). */
export type SimulateCallsErrorType =
  | InvalidSimulationErrorType
  | SimulationUnavailableErrorType
  | ServerNotConfiguredErrorType
  | ServerRequestErrorType
  | RequireConnectionErrorType
  | BaseErrorType
  | ErrorType

/**
 * Simulates `calls` from the connected account on its network with the Portico server
 * (`POST /v1/simulate`, `eth_simulateV1` on the operator's RPC): what the account's balances and
 * approvals would become, in their units and in USD where the server has prices, and the server's
 * warnings; or the call that reverts, and why. Nothing is signed or sent. The batch is checked here
 * first (`checkSimulationCalls`), so an oversized one never leaves the page.
 *
 * @throws {InvalidSimulationError} for a batch over the limits or not made of calls.
 * @throws {SimulationUnavailableError} when the network is not EVM, the node cannot simulate, or the server does not answer.
 * @throws {ServerNotConfiguredError} without a Portico server.
 *
 * @example
 * const answer = await simulateCalls(portico.context, { calls: [{ to: receiver, value: 10n ** 16n }] })
 * if (answer.status === 'success') answer.assets // [{ kind: 'native', formatted: '-0.01', symbol: 'ETH', usd: -30, … }]
 */
export async function simulateCalls(ctx: KitContext, { calls }: SimulateCallsParameters): Promise<SimulateCallsAnswer> {
  checkSimulationCalls(calls)
  const { address, network } = requireConnection(ctx, 'simulateCalls')
  // The namespace's adapter says whether the server can simulate its calls (eip155's does).
  if (!chainSupports(ctx, 'simulation', network.chainNamespace)) throw new SimulationUnavailableError({ reason: 'unsupported_network' })
  const client = serverClient(ctx)
  if (!client) throw new ServerNotConfiguredError({ feature: 'Transaction simulation' })
  const body = {
    chainId: network.caipNetworkId,
    from: address,
    calls: calls.map((call) => ({ to: call.to, ...(call.data ? { data: call.data } : {}), ...(call.value ? { value: call.value.toString() } : {}) })),
  }
  let answer
  try {
    answer = await client.simulate(body)
  } catch (cause) {
    const { name, code, status, data } = cause as { name?: string; code?: string; status?: number; data?: { reason?: unknown } }
    if (name !== 'ServerRequestError') throw cause
    if (code === 'simulation_unavailable') throw new SimulationUnavailableError({ reason: data?.reason === 'not_supported' ? 'not_supported' : 'node_error', cause })
    if (status === 400 || status === 413) throw new InvalidSimulationError({ reason: 'refused by the server', kind: status === 413 ? 'too_large' : 'malformed', cause })
    throw new SimulationUnavailableError({ reason: 'unreachable', cause })
  }
  // A message's answer never comes for calls: a server that sends one did not simulate them.
  if (answer.status === 'message') throw new SimulationUnavailableError({ reason: 'node_error' })
  return answer
}
