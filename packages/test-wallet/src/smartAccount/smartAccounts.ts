import { toSafeSmartAccount } from 'permissionless/accounts'
import { type Address, createPublicClient, type Hex, http } from 'viem'
import { createBundlerClient, createPaymasterClient, entryPoint07Address, type SmartAccount } from 'viem/account-abstraction'
import type { HDAccount } from 'viem/accounts'
import { TestWalletError } from '../errors.ts'
import { toViemChain as viemChain } from '../signing.ts'
import type { WalletChain } from '../types.ts'

/** One call of a batch, as the wallet sends it. */
export type SmartAccountCall = { to: Address; data?: Hex | undefined; value?: bigint | undefined }

/** What the wallet knows of a batch it sent: where, and the UserOperation's hash (its EIP-5792 id). */
export type SentBatch = { chain: WalletChain; userOperationHash: Hex }

/**
 * The test wallet as a smart-account wallet: each account of the mnemonic owns a Safe 1.4.1 (ERC-4337
 * module, EntryPoint v0.7, the canonical addresses the devnet deploys), and that Safe is the address the
 * page sees. Its signatures are ERC-1271 (ERC-6492 before the Safe is deployed); what it sends goes as one
 * UserOperation through the chain's bundler (`WalletChain.bundlerUrl`), paid by the Safe itself or by an
 * ERC-7677 paymaster service the dapp names (`paymasterService` capability).
 */
export function createSmartAccounts(owner: (index: number) => HDAccount) {
  const accounts = new Map<string, Promise<SmartAccount>>()
  const addresses = new Map<number, Address>()

  const accountFor = (index: number, chain: WalletChain): Promise<SmartAccount> => {
    const key = `${index}:${chain.id}`
    let account = accounts.get(key)
    if (!account) {
      const client = createPublicClient({ chain: viemChain(chain), transport: http(chain.rpcUrl, { retryCount: 0 }), pollingInterval: 100 })
      account = toSafeSmartAccount({ client, owners: [owner(index)], version: '1.4.1', entryPoint: { address: entryPoint07Address, version: '0.7' } })
      accounts.set(key, account)
    }
    return account
  }

  return {
    /** Computes account `index`'s Safe address (the same on every chain: CREATE2 from canonical factories). */
    async prepare(index: number, chain: WalletChain): Promise<Address> {
      const address = (await accountFor(index, chain)).address
      addresses.set(index, address)
      return address
    },
    /** The Safe address of account `index`; `prepare` it first. */
    addressOf(index: number): Address {
      const address = addresses.get(index)
      if (!address) throw new TestWalletError(`The smart account of account ${index} is not prepared.`)
      return address
    },
    accountFor,
    /** Sends `calls` as one UserOperation from account `index`'s Safe; resolves with its hash once the bundler took it. */
    async send(index: number, chain: WalletChain, calls: readonly SmartAccountCall[], paymasterUrl?: string): Promise<SentBatch> {
      const bundler = bundlerFor(chain, await accountFor(index, chain))
      const paymaster = paymasterUrl ? createPaymasterClient({ transport: http(paymasterUrl, { retryCount: 0 }) }) : undefined
      const userOperationHash = await bundler.sendUserOperation({ calls: [...calls], ...(paymaster ? { paymaster } : {}) })
      return { chain, userOperationHash }
    },
    /** Waits for the UserOperation to land (30 s at most) and resolves with its receipt. */
    async waitForReceipt({ chain, userOperationHash }: SentBatch) {
      return bundlerFor(chain).waitForUserOperationReceipt({ hash: userOperationHash, timeout: 30_000 })
    },
    /** The UserOperation's receipt, or null while it is not in a block yet. */
    async receipt({ chain, userOperationHash }: SentBatch) {
      try {
        return await bundlerFor(chain).getUserOperationReceipt({ hash: userOperationHash })
      } catch (error) {
        if ((error as { name?: string }).name === 'UserOperationReceiptNotFoundError') return null
        throw error
      }
    },
  }
}

export type SmartAccounts = ReturnType<typeof createSmartAccounts>

function bundlerFor(chain: WalletChain, account?: SmartAccount) {
  if (!chain.bundlerUrl) throw new TestWalletError(`Chain ${chain.id} has no bundlerUrl: the smart account cannot send there.`)
  const client = createPublicClient({ chain: viemChain(chain), transport: http(chain.rpcUrl, { retryCount: 0 }), pollingInterval: 100 })
  return createBundlerClient({ client, transport: http(chain.bundlerUrl, { retryCount: 0 }), pollingInterval: 100, ...(account ? { account } : {}) })
}

