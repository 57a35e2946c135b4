import { toSafeSmartAccount } from 'permissionless/accounts'
import { type Address, createPublicClient, defineChain, getAddress, type Hex, http, type LocalAccount, numberToHex } from 'viem'
import { createBundlerClient, createPaymasterClient, entryPoint07Address, type PaymasterClient } from 'viem/account-abstraction'
import { toAccount } from 'viem/accounts'
import type { z } from 'zod'
import type { callsStatusAnswer } from '@portico/core/contract'
import type { ChainConfig } from '../chains/chains.ts'
import { UnknownChainError } from '../chains/errors.ts'
import { EmbeddedError, SmartAccountUnavailableError } from './errors.ts'

/**
 * The embedded wallet's smart account: a Safe 1.4.1 with the Safe 4337 module (EntryPoint v0.7), its
 * only owner the user's EOA. Safe because it is the most used smart account and the most audited
 * one (the contracts and the 4337 module both had several public audits); the devnet deploys it at
 * the canonical addresses, so the account has one address on every chain. The address is the
 * factory's CREATE2 address (read from the chain, never written): the account is counterfactual
 * until its first UserOperation deploys it.
 */
export type BundlerChain = ChainConfig & { bundlerUrl: string }

/** The chains the smart account is offered on: those with a bundler (spec §7 "get smart account networks"). */
export function smartAccountChains(chains: readonly ChainConfig[]): BundlerChain[] {
  return chains.filter((chain): chain is BundlerChain => Boolean(chain.bundlerUrl))
}

/**
 * @throws {UnknownChainError} a chain the server does not serve; {SmartAccountUnavailableError} one without a bundler.
 */
export function requireBundlerChain(chains: readonly ChainConfig[], chainId: number): BundlerChain {
  const chain = chains.find((c) => c.chainId === chainId)
  if (!chain) throw new UnknownChainError({ chainId: String(chainId) })
  if (!chain.bundlerUrl) throw new SmartAccountUnavailableError({ chainId })
  return chain as BundlerChain
}

export function chainClient(chain: ChainConfig) {
  const viemChain = defineChain({ id: chain.chainId, name: chain.name, nativeCurrency: chain.nativeCurrency, rpcUrls: { default: { http: [chain.rpcUrl] } } })
  return createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl, { retryCount: 0, timeout: 20_000 }), pollingInterval: 250 })
}

/** An owner that has only an address: enough to compute the account's address, never to sign. */
function addressOnly(address: Address): LocalAccount {
  const refuse = async (): Promise<never> => {
    throw new Error('This owner cannot sign')
  }
  return toAccount({ address, signMessage: refuse, signTransaction: refuse, signTypedData: refuse })
}

/** The user's Safe on `chain`, owned by `owner` (its key, to sign; or its address alone, to read). */
export function safeAccount(chain: ChainConfig, owner: LocalAccount | Address) {
  return toSafeSmartAccount({
    client: chainClient(chain),
    owners: [typeof owner === 'string' ? addressOnly(owner) : owner],
    version: '1.4.1',
    entryPoint: { address: entryPoint07Address, version: '0.7' },
  })
}

/** The smart account of the EOA `owner` on `chain`: its address and whether it has code yet (no key needed). */
export async function describeSmartAccount(chain: ChainConfig, owner: Address): Promise<{ address: Address; deployed: boolean }> {
  const account = await safeAccount(chain, owner)
  return { address: account.address, deployed: await account.isDeployed() }
}

/**
 * A bundler client for the Safe. With a paymaster (the project's own, see `projectPaymaster`) or the
 * chain's ERC-7677 paymaster service (`paymasterUrl`) the UserOperation's gas is sponsored through
 * it; without either the account pays its own gas.
 */
export function bundlerFor(chain: BundlerChain, account: Awaited<ReturnType<typeof safeAccount>>, paymaster?: PaymasterClient) {
  return createBundlerClient({
    account,
    client: chainClient(chain),
    transport: http(chain.bundlerUrl, { retryCount: 0, timeout: 20_000 }),
    pollingInterval: 250,
    ...(paymaster
      ? { paymaster }
      : chain.paymasterUrl
        ? { paymaster: createPaymasterClient({ transport: http(chain.paymasterUrl, { retryCount: 0, timeout: 20_000 }) }) }
        : {}),
  })
}

export type Call = { to: Address; value?: bigint | undefined; data?: Hex | undefined }

/**
 * A batch the user's Safe sent (its UserOperation's hash) as EIP-5792 `wallet_getCallsStatus`
 * answers it: 100 while the bundler has no receipt, then 200 (it succeeded) or 500 (it reverted),
 * with the bundle transaction's receipt. A UserOperation of another sender reads as unknown; one the
 * bundler does not know at all reads as pending (alto does not always answer for its mempool).
 *
 * @throws {EmbeddedError} `embedded_request_unknown` for another account's UserOperation.
 */
export async function userOperationStatus(chain: BundlerChain, owner: Address, id: Hex): Promise<z.output<typeof callsStatusAnswer>> {
  const account = await safeAccount(chain, owner)
  const bundler = bundlerFor(chain, account)
  const base = { version: '2.0.0' as const, id, chainId: numberToHex(chain.chainId), atomic: true }
  const receipt = await bundler.getUserOperationReceipt({ hash: id }).catch((error: unknown) => {
    if ((error as { name?: string }).name === 'UserOperationReceiptNotFoundError') return undefined
    throw error
  })
  if (!receipt) {
    // The bundler may not say what waits in its mempool: an id it does not know reads as pending.
    const pending = await bundler.getUserOperation({ hash: id }).catch(() => undefined)
    if (pending && getAddress(pending.userOperation.sender) !== account.address) throw new EmbeddedError('embedded_request_unknown', 'No batch of this account has this id')
    return { ...base, status: 100 }
  }
  if (getAddress(receipt.sender) !== account.address) throw new EmbeddedError('embedded_request_unknown', 'No batch of this account has this id')
  const tx = receipt.receipt
  return {
    ...base,
    status: receipt.success ? 200 : 500,
    receipts: [
      {
        logs: receipt.logs.map((log) => ({ address: log.address, data: log.data, topics: [...log.topics] })),
        status: receipt.success ? ('0x1' as const) : ('0x0' as const),
        blockHash: tx.blockHash,
        blockNumber: numberToHex(tx.blockNumber),
        gasUsed: numberToHex(tx.gasUsed),
        transactionHash: tx.transactionHash,
      },
    ],
  }
}
