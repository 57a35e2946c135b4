import { type Devnet, startDevnet } from '@portico/devnet'
import { type Address, createWalletClient, erc20Abi, http, parseEther, publicActions } from 'viem'
import { afterAll, beforeAll } from 'vitest'
import { defineDevnetChain } from '@portico/devnet'
import { useSharedDevnet } from '../../../../scripts/testing/useSharedDevnet.ts'
import { type ChainConfig, devnetChains } from '../chains/chains.ts'

/**
 * A real anvil devnet (chain 31337 on a free port, with Multicall3 and the test tokens) for the
 * enclosing `describe`, and the server's chain config pointing at it; with `bundler`, its ERC-4337
 * bundler too (the chain config's `bundlerUrl`): then it is the run's shared devnet with bundlers
 * (`useSharedDevnet`, whose chain 31337 comes first), on which the file sends only from the
 * accounts `sharedDevnetAccounts` gives it.
 */
export function useTestDevnet({ bundler = false }: { bundler?: boolean } = {}) {
  const get = bundler ? useSharedDevnet().get : useOwnDevnet()

  return {
    get,
    /** The devnet chain as the server configures it. */
    chain(): ChainConfig {
      const base = devnetChains.find((chain) => chain.chainId === 31337)!
      const { rpcUrl, bundlerUrl } = get().chains[0]!
      return { ...base, rpcUrl, ...(bundlerUrl ? { bundlerUrl } : {}) }
    },
    accounts: () => get().accounts,
    tokens: () => get().chains[0]!.tokens,
    /** A wallet client of an unlocked devnet account, to make transfers. */
    wallet(account: Address) {
      const chain = get().chains[0]!
      return createWalletClient({ account, transport: http(chain.rpcUrl), chain: defineDevnetChain(chain) }).extend(publicActions)
    },
    async sendEth(from: Address, to: Address, ether: string) {
      const wallet = this.wallet(from)
      const hash = await wallet.sendTransaction({ to, value: parseEther(ether) })
      await wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 })
      return hash
    },
    async sendToken(from: Address, token: Address, to: Address, amount: bigint) {
      const wallet = this.wallet(from)
      const hash = await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
      await wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 })
      return hash
    },
  }
}

/** A devnet of the file's own (chain 31337), started before its tests and stopped after. */
function useOwnDevnet(): () => Omit<Devnet, 'stop'> {
  let devnet: Devnet | undefined
  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337, port: 0 }] })
  }, 120_000)
  afterAll(() => devnet?.stop())
  return () => {
    if (!devnet) throw new Error('The devnet is not started yet (use it inside tests)')
    return devnet
  }
}
