import { type Address, createPublicClient, type Hex, http, keccak256, type PublicClient } from 'viem'
import type { ChainConfig } from '../chains/chains.ts'
import { PaymasterRefusedError } from './errors.ts'
import { safeFallbackHandlerSlot } from './safeAccount.ts'

/** What the paymaster knows of a deployed account: its code's hash and, for a Safe proxy, its singleton and fallback handler slots. */
export type AccountState = { codeHash: Hex | undefined; singleton: Hex; fallbackHandler: Hex }

/** The chain state the paymaster's rules read: the latest base fee, and an account's code. */
export type PaymasterChainReader = {
  baseFee(chain: ChainConfig): Promise<bigint>
  account(chain: ChainConfig, address: Address): Promise<AccountState>
}

export type CreateChainReaderOptions = {
  /** How long a chain's base fee is reused; default 4000 ms. */
  baseFeeTtlMs?: number
  /** How long an account's state is reused; default 60,000 ms. */
  accountTtlMs?: number
  /** The most accounts remembered (least recently used dropped first); default 10,000. */
  maxAccounts?: number
  now?: () => number
}

type Entry<T> = { at: number; value: Promise<T> }

/**
 * Reads the chain through its RPC (`chain.rpcUrl`) with a small cache in this process: the base fee
 * per chain for a few seconds, an account's state per (chain, address) in a bounded LRU for a minute.
 * Nothing here needs sharing between instances. A failed read is not cached, and is refused
 * `paymaster_chain_unavailable` (nothing signed).
 */
export function createChainReader({ baseFeeTtlMs = 4_000, accountTtlMs = 60_000, maxAccounts = 10_000, now = Date.now }: CreateChainReaderOptions = {}): PaymasterChainReader {
  const clients = new Map<number, PublicClient>()
  const baseFees = new Map<number, Entry<bigint>>()
  const accounts = new Map<string, Entry<AccountState>>()
  const clientOf = (chain: ChainConfig) => {
    let client = clients.get(chain.chainId)
    if (!client) {
      client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: 5_000, retryCount: 0 }) })
      clients.set(chain.chainId, client)
    }
    return client
  }
  function cached<T>(map: Map<string | number, Entry<T>>, key: string | number, ttl: number, read: () => Promise<T>, chainId: number): Promise<T> {
    const hit = map.get(key)
    if (hit && now() - hit.at < ttl) {
      map.delete(key)
      map.set(key, hit)
      return hit.value
    }
    const value = read().catch((cause: unknown) => {
      if (map.get(key)?.value === value) map.delete(key)
      throw new PaymasterRefusedError('paymaster_chain_unavailable', `Chain ${chainId} could not be read; try again`, { details: { chainId: `0x${chainId.toString(16)}` }, cause })
    })
    map.delete(key)
    map.set(key, { at: now(), value })
    return value
  }
  return {
    baseFee(chain) {
      return cached(baseFees as Map<string | number, Entry<bigint>>, chain.chainId, baseFeeTtlMs, async () => {
        const block = await clientOf(chain).getBlock({ blockTag: 'latest' })
        if (block.baseFeePerGas === null) throw new Error('the chain has no base fee (not EIP-1559)')
        return block.baseFeePerGas
      }, chain.chainId)
    },
    account(chain, address) {
      const key = `${chain.chainId}:${address.toLowerCase()}`
      const value = cached(accounts as Map<string | number, Entry<AccountState>>, key, accountTtlMs, async () => {
        const client = clientOf(chain)
        const [code, singleton, fallbackHandler] = await Promise.all([
          client.getCode({ address }),
          client.getStorageAt({ address, slot: '0x0' }),
          client.getStorageAt({ address, slot: safeFallbackHandlerSlot }),
        ])
        return { codeHash: code && code !== '0x' ? keccak256(code) : undefined, singleton: singleton ?? '0x0', fallbackHandler: fallbackHandler ?? '0x0' }
      }, chain.chainId)
      while (accounts.size > maxAccounts) accounts.delete(accounts.keys().next().value!)
      return value
    },
  }
}
