import { callJsonRpc, shownUrl } from './jsonRpc.ts'

/**
 * `portico-server check`, a chain's RPC upstream: it answers `eth_chainId`, with the chain id it is
 * configured for. Returns one line per problem.
 */
export async function checkChainRpc(chain: { chainId: number; rpcUrl: string }, options?: { timeoutMs?: number }): Promise<string[]> {
  const where = `chain ${chain.chainId} RPC ${shownUrl(chain.rpcUrl)}`
  const answer = await callJsonRpc(chain.rpcUrl, 'eth_chainId', [], options)
  if ('error' in answer) return [`${where} ${answer.error}`]
  const chainId = typeof answer.result === 'string' && /^0x[0-9a-fA-F]+$/.test(answer.result) ? Number(answer.result) : undefined
  if (chainId === undefined) return [`${where} answered eth_chainId with no chain id`]
  if (chainId !== chain.chainId) return [`${where} is on chain ${chainId}, not ${chain.chainId}`]
  return []
}
