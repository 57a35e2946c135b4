import { AdapterMethodNotSupportedError, type Balance, type CaipNetwork } from '@portico/core'
import { toDecimalString } from '@portico/core/internal'

type AddressStats = { funded_txo_sum: number; spent_txo_sum: number }

/**
 * An address's balance in satoshis from the network's Esplora REST API (`GET /address/:address`):
 * confirmed and mempool funded minus spent.
 *
 * @throws {AdapterMethodNotSupportedError} when the network names no Esplora API.
 */
export async function fetchEsploraBalance(address: string, network: CaipNetwork): Promise<Balance> {
  const api = network.rpcUrls.default.http[0]
  if (!api) throw new AdapterMethodNotSupportedError({ method: 'getBalance', chainNamespace: 'bip122' })
  const response = await fetch(`${api.replace(/\/+$/, '')}/address/${encodeURIComponent(address)}`, { signal: AbortSignal.timeout(15_000) })
  if (!response.ok) throw new Error(`Esplora answered ${response.status} for ${address}`)
  const { chain_stats: chain, mempool_stats: mempool } = (await response.json()) as { chain_stats: AddressStats; mempool_stats: AddressStats }
  const value = BigInt(chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum)
  return { value, decimals: 8, symbol: network.nativeCurrency.symbol, formatted: toDecimalString(value, 8) }
}
