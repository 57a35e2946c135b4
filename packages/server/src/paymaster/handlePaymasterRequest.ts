import type { Kysely } from 'kysely'
import { getAddress, isAddress } from 'viem'
import type { ChainConfig } from '../chains/chains.ts'
import type { Database } from '../db/schema.ts'
import type { Project } from '../projects/projects.ts'
import { PaymasterRefusedError } from './errors.ts'
import { maxGasCost, signedOperationHash, signPaymasterData, stubPaymasterFields } from './paymasterData.ts'
import { checkPolicy } from './checkPolicy.ts'
import { getPaymasterPolicy } from './policy.ts'
import { readChainFacts } from './readChainFacts.ts'
import { assertHeadroom, reserveSponsorship } from './reserveSponsorship.ts'
import type { PaymasterDeps } from './types.ts'
import { parseUserOperation } from './userOperation.ts'

/** The only EntryPoint served: v0.7 (the VerifyingPaymaster deployed is bound to it). */
export const entryPoint07 = '0x0000000071727De22E5E9d8BAf0edAc6f37da032' as const

type RpcId = string | number | null
export type PaymasterRpcAnswer = { jsonrpc: '2.0'; id: RpcId; result?: unknown; error?: { code: number; message: string; data?: unknown } }

export type HandlePaymasterParameters = {
  db: Kysely<Database>
  project: Project
  chains: readonly ChainConfig[]
  /** Undefined when this server has no paymaster: every call is refused `paymaster_unavailable`. */
  paymaster: PaymasterDeps | undefined
  now: number
  /** Called once a signature's max gas cost is reserved (metrics). */
  onReserved?: ((reservation: { chainId: number; maxCost: bigint }) => void) | undefined
}

/**
 * One ERC-7677 JSON-RPC request to project `project`'s paymaster service:
 * - `pm_getPaymasterStubData [userOp, entryPoint, chainId, context]`: the policy's rules checked
 *   and the account's day and the budget not yet used up (nothing reserved), the paymaster fields with a stub signature, `isFinal: false`;
 * - `pm_getPaymasterData` (same params, every gas field present): the rules checked again, the
 *   VerifyingPaymaster's hash signed for `validUntil` = now + `validForSeconds`, and the signature's max
 *   gas cost reserved against the account's daily cap and the project's budget (`reserveSponsorship`)
 *   before it is answered.
 * Both read the chain only through the paymaster's cached reader (`readChainFacts`: the base fee, and a
 * deployed account's code), once the project's policy sponsors the chain; what landed or expired is
 * settled in the background (`createSettlementSweep`).
 * Every refusal is a JSON-RPC error with `data.reason` (see `paymasterErrorCodes`); nothing is signed.
 */
export async function handlePaymasterRequest(body: unknown, parameters: HandlePaymasterParameters): Promise<PaymasterRpcAnswer> {
  const request = body as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown } | null
  const id: RpcId = isRequestObject(request) && isRpcId(request.id) ? request.id : null
  try {
    if (!isRequestObject(request) || request.jsonrpc !== '2.0' || typeof request.method !== 'string' || !isRpcId(request.id)) {
      throw new PaymasterRefusedError('paymaster_invalid_request', 'Not a JSON-RPC 2.0 request (one request; batches are not served)')
    }
    if (request.method !== 'pm_getPaymasterStubData' && request.method !== 'pm_getPaymasterData') {
      throw new PaymasterRefusedError('paymaster_method_not_found', `Method ${request.method.slice(0, 64)} is not served: pm_getPaymasterStubData, pm_getPaymasterData`)
    }
    return { jsonrpc: '2.0', id, result: await answer(request.method === 'pm_getPaymasterData', request.params, parameters) }
  } catch (error) {
    if (!(error instanceof PaymasterRefusedError)) throw error
    return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, data: { reason: error.reason, ...error.details } } }
  }
}

async function answer(final: boolean, params: unknown, { db, project, chains, paymaster, now, onReserved }: HandlePaymasterParameters) {
  if (!Array.isArray(params) || params.length < 3 || params.length > 4) {
    throw new PaymasterRefusedError('paymaster_invalid_params', 'params: [userOperation, entryPoint, chainId, context?]')
  }
  const [rawOp, entryPoint, rawChainId, context] = params as unknown[]
  if (context !== undefined && context !== null && (typeof context !== 'object' || Array.isArray(context))) {
    throw new PaymasterRefusedError('paymaster_invalid_params', 'context must be an object')
  }
  if (typeof entryPoint !== 'string' || !isAddress(entryPoint, { strict: false })) throw new PaymasterRefusedError('paymaster_invalid_params', 'entryPoint must be an address')
  if (getAddress(entryPoint) !== entryPoint07) {
    throw new PaymasterRefusedError('paymaster_unsupported_entry_point', `Only the EntryPoint v0.7 (${entryPoint07}) is served`, { details: { entryPoint } })
  }
  if (typeof rawChainId !== 'string' || !/^0x[1-9a-fA-F][0-9a-fA-F]{0,12}$/.test(rawChainId)) throw new PaymasterRefusedError('paymaster_invalid_params', 'chainId must be a hex quantity')
  const chainId = Number(rawChainId)
  if (!chains.some((chain) => chain.chainId === chainId)) throw new PaymasterRefusedError('paymaster_unknown_chain', `Chain ${chainId} is not served here`, { details: { chainId: rawChainId } })
  const address = paymaster?.paymasters.get(chainId)
  if (!paymaster || !address) throw new PaymasterRefusedError('paymaster_unavailable', `This server has no paymaster on chain ${chainId}`, { details: { chainId: rawChainId } })
  const op = parseUserOperation(rawOp, { requireGas: final, bounds: paymaster.gasBounds })
  const nowSeconds = Math.floor(now / 1000)
  const validUntil = nowSeconds + paymaster.validForSeconds
  const policy = await getPaymasterPolicy(db, project.id)
  checkPolicy(policy, { projectId: project.id, chainId, op })
  const facts = await readChainFacts(paymaster.chainReader, chains.find((chain) => chain.chainId === chainId)!, op)
  checkPolicy(policy, { projectId: project.id, chainId, op, facts })
  if (!final) {
    await assertHeadroom(db, policy, { projectId: project.id, sender: op.sender, now })
    return { ...stubPaymasterFields(address, validUntil, 0), sponsor: { name: project.name }, isFinal: false }
  }
  // Signed first, answered only once reserved: the reservation is keyed by the signed operation's hash.
  const fields = await signPaymasterData(paymaster.signer, op, { chainId, paymaster: address, validUntil, validAfter: 0 })
  await reserveSponsorship(db, {
    projectId: project.id,
    chainId,
    sender: op.sender,
    nonce: op.nonce,
    opHash: signedOperationHash(op, fields, chainId),
    maxCost: maxGasCost(op),
    validUntil,
    now,
    check: (locked) => checkPolicy(locked, { projectId: project.id, chainId, op, facts }),
  })
  onReserved?.({ chainId, maxCost: maxGasCost(op) })
  return { ...fields, sponsor: { name: project.name } }
}

const isRequestObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isRpcId = (value: unknown): value is RpcId => value === null || (typeof value === 'string' && value.length <= 128) || (typeof value === 'number' && Number.isFinite(value))


