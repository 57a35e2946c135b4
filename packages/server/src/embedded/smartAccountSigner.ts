import type { Hex, LocalAccount, TypedDataDefinition } from 'viem'
import type { PaymasterClient } from 'viem/account-abstraction'
import type { ChainConfig } from '../chains/chains.ts'
import { UpstreamUnavailableError } from '../chains/errors.ts'
import { BadRequestError } from '../errors.ts'
import { UserOperationFailedError } from './errors.ts'
import { bundlerFor, type Call, requireBundlerChain, safeAccount } from './smartAccount.ts'

/** What the smart account is asked to do, once the visitor approved it in the frame. */
export type SmartAccountRequest =
  | { method: 'personal_sign'; chainId: number; message: Hex }
  | { method: 'eth_signTypedData_v4'; chainId: number; typedData: TypedDataDefinition }
  | { method: 'eth_sendTransaction'; chainId: number; transaction: Call }
  | { method: 'wallet_sendCalls'; chainId: number; calls: readonly Call[] }

/** How long a send waits for its UserOperation to land (a sendTransaction answers the transaction's hash). */
const receiptTimeoutMs = 60_000

/**
 * Signs or sends as the user's Safe, `owner` (the EOA's key, open for this call) signing for it:
 * messages and typed data become ERC-1271 signatures (wrapped by ERC-6492 while the account is not
 * deployed: viem's smart account does it), sends become one UserOperation through the chain's
 * bundler (the first one deploys the account). `eth_sendTransaction` waits for it to land and
 * answers the transaction's hash; `wallet_sendCalls` answers the UserOperation's hash at once (its
 * batch id, read back by `POST /v1/embedded/calls/status`).
 *
 * @throws {SmartAccountUnavailableError} on a chain without a bundler; {UserOperationFailedError}
 * when the bundler refuses the UserOperation or it reverts; {UpstreamUnavailableError} when the chain or bundler is down.
 */
export async function signAsSmartAccount(
  owner: LocalAccount,
  chains: readonly ChainConfig[],
  request: SmartAccountRequest,
  /** Who pays the gas of a send on `request.chainId` (the project's paymaster), if anyone but the account. */
  sponsor: (chainId: number) => Promise<PaymasterClient | undefined> = async () => undefined,
): Promise<{ signature: Hex } | { hash: Hex } | { id: Hex }> {
  const chain = requireBundlerChain(chains, request.chainId)
  try {
    const account = await safeAccount(chain, owner)
    if (request.method === 'personal_sign') return { signature: await account.signMessage({ message: { raw: request.message } }) }
    if (request.method === 'eth_signTypedData_v4') return { signature: await account.signTypedData(request.typedData) }
    const bundler = bundlerFor(chain, account, await sponsor(chain.chainId))
    const calls = request.method === 'wallet_sendCalls' ? request.calls : [request.transaction]
    const hash = await bundler.sendUserOperation({ calls: calls.map(({ to, value, data }) => ({ to, value: value ?? 0n, data: data ?? '0x' })) })
    if (request.method === 'wallet_sendCalls') return { id: hash }
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: receiptTimeoutMs })
    if (!receipt.success) throw new UserOperationFailedError({ reason: receipt.reason ?? 'it reverted' })
    return { hash: receipt.receipt.transactionHash }
  } catch (cause) {
    if (cause instanceof UserOperationFailedError) throw cause
    const message = (cause as { shortMessage?: string; details?: string; message?: string }).shortMessage ?? String(cause)
    if (/typed data|abi|encode/i.test(message) && request.method === 'eth_signTypedData_v4') throw new BadRequestError(`Invalid typed data: ${message.split('\n')[0]}`, { cause })
    // The bundler answered (the account cannot pay, a call would revert, gas): the visitor's problem, said plainly.
    if (/UserOperation|AA\d\d|revert|funds|prefund|gas|paymaster/i.test(message)) throw new UserOperationFailedError({ reason: message.split('\n')[0]!, cause })
    throw new UpstreamUnavailableError({ chainId: chain.chainId, cause })
  }
}
