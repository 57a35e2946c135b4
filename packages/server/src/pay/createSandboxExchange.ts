import { parsePaymentAsset } from '@portico/core'
import { parseAmount } from '@portico/core/internal'
import { type Address, createWalletClient, erc20Abi, type Hash, http, isAddress, isHash, publicActions } from 'viem'
import type { ChainConfig } from '../chains/chains.ts'
import { BadRequestError } from '../errors.ts'
import type { ExchangeProvider } from './types.ts'

/** Account #9 of the devnet's test mnemonic: the sandbox exchange's "hot wallet" (anvil keeps it unlocked). */
export const sandboxExchangeAccount: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

export type CreateSandboxExchangeParameters = {
  /** The devnet chains it pays on (others are refused). */
  chains: readonly ChainConfig[]
  /** The unlocked account it pays from (default {@link sandboxExchangeAccount}). */
  account?: Address | undefined
}

/**
 * **A sandbox, for `npm start` and tests only**: "Sandbox Exchange" stands in for a real exchange,
 * which cannot be reached from here, behind the same `ExchangeProvider` interface. It pays at once,
 * for real, on the local devnet, from an unlocked test account, and answers from the chain: a
 * payment's id is its transaction hash, so it keeps no state (several server instances agree).
 * It pays only on devnet chains; never configure it on a production server.
 */
export function createSandboxExchange({ chains, account = sandboxExchangeAccount }: CreateSandboxExchangeParameters): ExchangeProvider {
  const devnets = chains.filter((chain) => chain.devnet)
  const clientOf = (chain: ChainConfig) => createWalletClient({ account, transport: http(chain.rpcUrl, { retryCount: 0 }) }).extend(publicActions)
  const chainOf = (asset: string) => {
    try {
      const parsed = parsePaymentAsset(asset)
      const chain = devnets.find((candidate) => `eip155:${candidate.chainId}` === parsed.caipNetworkId)
      return chain ? { chain, token: parsed.token as Address | undefined } : undefined
    } catch {
      return undefined
    }
  }
  return {
    exchange: { id: 'sandbox', name: 'Sandbox Exchange', imageUrl: null },
    supports: (asset) => chainOf(asset) !== undefined,
    async createPayment({ asset, amount, recipient }) {
      const target = chainOf(asset)
      if (!target) throw new BadRequestError(`The sandbox exchange does not pay ${asset.slice(0, 120)}`)
      if (!isAddress(recipient, { strict: false })) throw new BadRequestError('The recipient is not an address')
      const client = clientOf(target.chain)
      const decimals = target.token
        ? await client.readContract({ address: target.token, abi: erc20Abi, functionName: 'decimals' })
        : target.chain.nativeCurrency.decimals
      const value = parseAmount(amount, decimals)
      if (value === undefined || value <= 0n) throw new BadRequestError(`Invalid amount "${amount.slice(0, 40)}"`)
      const hash = target.token
        ? await client.writeContract({ chain: null, address: target.token, abi: erc20Abi, functionName: 'transfer', args: [recipient, value] })
        : await client.sendTransaction({ chain: null, to: recipient, value })
      return { id: `${target.chain.chainId}:${hash}`, url: null }
    },
    async getPaymentStatus(id) {
      const [chainId, hash] = id.split(':')
      const chain = devnets.find((candidate) => String(candidate.chainId) === chainId)
      if (!chain || !hash || !isHash(hash)) throw new BadRequestError('Unknown sandbox payment')
      const receipt = await clientOf(chain)
        .getTransactionReceipt({ hash: hash as Hash })
        .catch(() => undefined)
      if (!receipt) return { status: 'pending', txHash: hash }
      return { status: receipt.status === 'success' ? 'confirmed' : 'failed', txHash: hash }
    },
  }
}
