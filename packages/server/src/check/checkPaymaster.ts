import { decodeFunctionResult, encodeFunctionData, formatEther, parseAbi } from 'viem'
import { entryPoint07 } from '../paymaster/handlePaymasterRequest.ts'
import { callJsonRpc, shownUrl } from './jsonRpc.ts'

const entryPointAbi = parseAbi(['function balanceOf(address account) view returns (uint256)'])

/**
 * `portico-server check`, a chain's bundler: it answers, on the chain it is configured for, and
 * supports EntryPoint v0.7. Returns one line per problem.
 */
export async function checkBundler(chain: { chainId: number; bundlerUrl: string }, options?: { timeoutMs?: number }): Promise<string[]> {
  const where = `chain ${chain.chainId} bundler ${shownUrl(chain.bundlerUrl)}`
  const id = await callJsonRpc(chain.bundlerUrl, 'eth_chainId', [], options)
  if ('error' in id) return [`${where} ${id.error}`]
  if (typeof id.result !== 'string' || Number(id.result) !== chain.chainId) return [`${where} is on chain ${String(Number(id.result))}, not ${chain.chainId}`]
  const entryPoints = await callJsonRpc(chain.bundlerUrl, 'eth_supportedEntryPoints', [], options)
  if ('error' in entryPoints) return [`${where} ${entryPoints.error}`]
  const supported = Array.isArray(entryPoints.result) && entryPoints.result.some((address) => typeof address === 'string' && address.toLowerCase() === entryPoint07.toLowerCase())
  return supported ? [] : [`${where} does not support EntryPoint v0.7 (${entryPoint07})`]
}

/**
 * `portico-server check`, a chain's VerifyingPaymaster (`PORTICO_PAYMASTERS`): it has a deposit at
 * the EntryPoint (read on the chain's RPC), else every sponsored UserOperation fails. Returns one line per problem.
 */
export async function checkPaymasterDeposit(chain: { chainId: number; rpcUrl: string | undefined }, paymaster: `0x${string}`, options?: { timeoutMs?: number }): Promise<string[]> {
  const where = `chain ${chain.chainId} paymaster ${paymaster}`
  if (!chain.rpcUrl) return [`${where}: the chain is not served (no RPC upstream), so its deposit cannot be read`]
  const data = encodeFunctionData({ abi: entryPointAbi, functionName: 'balanceOf', args: [paymaster] })
  const answer = await callJsonRpc(chain.rpcUrl, 'eth_call', [{ to: entryPoint07, data }, 'latest'], options)
  if ('error' in answer) return [`${where}: its deposit cannot be read, the chain's RPC ${answer.error}`]
  let deposit: bigint
  try {
    deposit = decodeFunctionResult({ abi: entryPointAbi, functionName: 'balanceOf', data: answer.result as `0x${string}` })
  } catch {
    return [`${where}: no EntryPoint v0.7 at ${entryPoint07} on this chain`]
  }
  return deposit > 0n ? [] : [`${where} has no deposit at the EntryPoint (${formatEther(deposit)} ETH): sponsored operations would fail`]
}

/** `portico-server check`, the paymaster's signer: `PORTICO_PAYMASTERS` without a signer key leaves the service off. */
export function checkPaymasterSigner(env: Record<string, string | undefined>): string[] {
  const hasSigner = Boolean(env.PORTICO_PAYMASTER_SIGNER_KEY || env.PORTICO_PAYMASTER_SIGNER_KEY_FILE)
  if (env.PORTICO_PAYMASTERS && !hasSigner) return ['PORTICO_PAYMASTERS is set but no PORTICO_PAYMASTER_SIGNER_KEY (or _FILE): the paymaster service stays off']
  return []
}
