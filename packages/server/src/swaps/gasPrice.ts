import { createPublicClient, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../chains/chains.ts'
import { UpstreamUnavailableError } from '../chains/errors.ts'

/** `GET /v1/swap/gas-price`: wei, as decimal strings. The EIP-1559 fields are null on chains without them. */
export type GasPrice = { gasPrice: string; maxFeePerGas: string | null; maxPriorityFeePerGas: string | null }

/**
 * The chain's gas price now (`eth_gasPrice`) and, where blocks have a base fee, the EIP-1559 fees
 * viem would use.
 *
 * @throws {UpstreamUnavailableError} when the chain's RPC does not answer.
 */
export async function getGasPrice(chain: Pick<ChainConfig, 'chainId' | 'rpcUrl'>, { timeoutMs = 10_000 } = {}): Promise<GasPrice> {
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: timeoutMs }) }) as PublicClient
  try {
    const [gasPrice, fees] = await Promise.all([
      client.getGasPrice(),
      // Throws on chains without a base fee: then only the legacy price.
      client.estimateFeesPerGas({ type: 'eip1559', chain: null }).catch(() => undefined),
    ])
    return {
      gasPrice: gasPrice.toString(),
      maxFeePerGas: fees?.maxFeePerGas?.toString() ?? null,
      maxPriorityFeePerGas: fees?.maxPriorityFeePerGas?.toString() ?? null,
    }
  } catch (cause) {
    throw new UpstreamUnavailableError({ chainId: chain.chainId, cause })
  }
}
