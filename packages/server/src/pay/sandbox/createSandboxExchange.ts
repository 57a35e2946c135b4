import { parsePaymentAsset } from '@portico/core'
import { parseAmount } from '@portico/core/internal'
import { type Address, createWalletClient, erc20Abi, getAddress, http, isAddress, publicActions } from 'viem'
import type { ChainConfig } from '../../chains/chains.ts'
import { BadRequestError, ConfigError, NotFoundError } from '../../errors.ts'
import { SandboxExchangeCapError } from '../errors.ts'
import type { ExchangePaymentStatus, ExchangeProvider } from '../types.ts'
import type { SandboxExchangePayment, SandboxExchangeStore } from './sandboxExchangeStore.ts'

/** Account #9 of the devnet's test mnemonic: the Sandbox Exchange's "hot wallet" (anvil keeps it unlocked). */
export const sandboxExchangeAccount: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

/** The sandbox page's path for a payment (on the Portico server). */
export const sandboxExchangePath = (id: string) => `/v1/pay/sandbox-exchange/${id}`

export type CreateSandboxExchangeParameters = {
  /** The devnet chains it pays on (others are refused). */
  chains: readonly ChainConfig[]
  /** Its payments (in the database: any instance serves them). */
  payments: SandboxExchangeStore
  /** The server's public origin; empty: the page's URL is a path on the server that answered. */
  publicUrl?: string | undefined
  /** The unlocked account it pays from (default {@link sandboxExchangeAccount}). */
  account?: Address | undefined
  /** The most one payment may be, in the asset's units (a decimal, default {@link defaultSandboxExchangeMaxAmount}); more is refused. */
  maxAmount?: string | undefined
}

/** The Sandbox Exchange's default cap per payment, in the asset's units. */
export const defaultSandboxExchangeMaxAmount = '100'

export type SandboxExchange = ExchangeProvider & {
  /**
   * Confirms a payment for the signed-in visitor of the sandbox page and pays it on the devnet,
   * once: undefined when it was not open (already confirmed, cancelled or expired).
   */
  confirm(id: string): Promise<SandboxExchangePayment | undefined>
}

/**
 * **A sandbox, for `npm start` and tests only**: "Sandbox Exchange" stands in for a real exchange,
 * which cannot be reached from here, behind the same `ExchangeProvider` interface. Starting a
 * payment moves nothing: the visitor opens its page on this Portico server, "signs in" (any e-mail,
 * the password `sandbox`) and confirms; only the confirmation pays, once, for real on the local
 * devnet from an unlocked test account. It pays only on devnet chains and at most `maxAmount` per
 * payment (400 `exchange_amount_too_large` above it); never configure it on a production server.
 *
 * @throws {ConfigError} when `maxAmount` is not a positive decimal.
 */
export function createSandboxExchange({
  chains,
  payments,
  publicUrl = '',
  account = sandboxExchangeAccount,
  maxAmount = defaultSandboxExchangeMaxAmount,
}: CreateSandboxExchangeParameters): SandboxExchange {
  if (!/^\d{1,30}(\.\d{1,18})?$/.test(maxAmount) || !/[1-9]/.test(maxAmount)) {
    throw new ConfigError(`The Sandbox Exchange's cap must be a positive decimal amount, not "${maxAmount.slice(0, 40)}"`)
  }
  const devnets = chains.filter((chain) => chain.devnet)
  const clientOf = (chain: ChainConfig) => createWalletClient({ account, transport: http(chain.rpcUrl, { retryCount: 0 }) }).extend(publicActions)
  const targetOf = (asset: string) => {
    try {
      const parsed = parsePaymentAsset(asset)
      const chain = devnets.find((candidate) => `eip155:${candidate.chainId}` === parsed.caipNetworkId)
      return chain ? { chain, token: parsed.token as Address | undefined } : undefined
    } catch {
      return undefined
    }
  }
  /** The project's payment, or 404 (another project's id is as unknown as a made-up one). */
  const find = async (id: string, projectId: string) => {
    const payment = await payments.get(id)
    if (!payment || payment.projectId !== projectId) throw new NotFoundError('No Sandbox Exchange payment with this id')
    return payment
  }
  const statusOf = (payment: SandboxExchangePayment): ExchangePaymentStatus => ({ status: payment.status, txHash: payment.txHash })

  return {
    exchange: { id: 'sandbox', name: 'Sandbox Exchange', imageUrl: null },
    supports: (asset) => targetOf(asset) !== undefined,
    async createPayment({ asset, amount, recipient }, { projectId }) {
      const target = targetOf(asset)
      if (!target) throw new BadRequestError(`The Sandbox Exchange does not pay ${asset.slice(0, 120)}`)
      if (!isAddress(recipient, { strict: false })) throw new BadRequestError('The recipient is not an address')
      const client = clientOf(target.chain)
      const [decimals, symbol] = target.token
        ? await Promise.all([
            client.readContract({ address: target.token, abi: erc20Abi, functionName: 'decimals' }),
            client.readContract({ address: target.token, abi: erc20Abi, functionName: 'symbol' }),
          ]).catch((cause: unknown) => {
            throw new BadRequestError('The Sandbox Exchange cannot read this token', { cause })
          })
        : [target.chain.nativeCurrency.decimals, target.chain.nativeCurrency.symbol]
      const value = parseAmount(amount, decimals)
      if (value === undefined || value <= 0n) throw new BadRequestError(`Invalid amount "${amount.slice(0, 40)}"`)
      // The cap in the asset's own units (decimals finer than the token's are dropped).
      const [whole = '0', fraction = ''] = maxAmount.split('.')
      const cap = parseAmount(fraction.slice(0, decimals) ? `${whole}.${fraction.slice(0, decimals)}` : whole, decimals) ?? 0n
      if (value > cap) throw new SandboxExchangeCapError({ amount: amount.slice(0, 40), maxAmount, symbol: symbol.slice(0, 16) })
      const payment = await payments.create({
        projectId,
        asset,
        amount,
        value: value.toString(),
        symbol: symbol.slice(0, 16),
        recipient: getAddress(recipient),
        chainId: target.chain.chainId,
      })
      return { id: payment.id, url: `${publicUrl}${sandboxExchangePath(payment.id)}` }
    },
    async getPaymentStatus(id, { projectId }) {
      return statusOf(await find(id, projectId))
    },
    async cancelPayment(id, { projectId }) {
      await find(id, projectId)
      await payments.cancel(id)
      return statusOf(await find(id, projectId))
    },
    async confirm(id) {
      // Spent (one conditional update, any instance) before anything is sent: a second
      // confirmation finds nothing.
      const payment = await payments.confirm(id)
      if (!payment) return undefined
      const target = targetOf(payment.asset)
      try {
        if (!target) throw new Error(`No devnet chain ${payment.chainId} here`)
        const client = clientOf(target.chain)
        const value = BigInt(payment.value)
        const recipient = payment.recipient as Address
        const hash = target.token
          ? await client.writeContract({ chain: null, address: target.token, abi: erc20Abi, functionName: 'transfer', args: [recipient, value] })
          : await client.sendTransaction({ chain: null, to: recipient, value })
        await payments.sent(id, hash)
        return { ...payment, txHash: hash, status: 'confirmed' }
      } catch {
        // The devnet refused it (e.g. the hot wallet ran dry): nothing went out.
        await payments.failed(id)
        return { ...payment, status: 'failed' }
      }
    },
  }
}
