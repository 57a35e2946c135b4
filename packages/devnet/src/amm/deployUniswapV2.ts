import { type Address, type Hash, createWalletClient, erc20Abi, getAddress, http, maxUint256, numberToHex, parseEther, publicActions } from 'viem'
import { devnetAmmAddresses, devnetLiquidityProvider, devnetPools } from '../constants.ts'
import { defineDevnetChain } from '../defineDevnetChain.ts'
import { DevnetError } from '../errors.ts'
import type { DevnetAmm, TokenInfo } from '../types.ts'
import type { UniswapV2Artifacts } from './loadUniswapV2Artifacts.ts'
import { rpc } from '../rpc.ts'

export type DeployUniswapV2Parameters = {
  rpcUrl: string
  chainId: number
  /** The test tokens on this chain (by symbol: the pools name them). */
  tokens: readonly TokenInfo[]
  artifacts: UniswapV2Artifacts
}

/** ETH the liquidity provider is given before it deploys and adds liquidity (the pools take 200). */
const providerEth = parseEther('10000')

/**
 * Deploys Uniswap v2 (WETH9, the factory, Router02) and the {@link devnetPools} with their
 * liquidity, from {@link devnetLiquidityProvider} (impersonated: no key needed; it must already
 * hold the test tokens). On a fresh chain everything lands at {@link devnetAmmAddresses} and the
 * pools' addresses; a mismatch (a chain that is not fresh) is an error rather than a silently
 * different address.
 *
 * @throws {DevnetError} when a transaction fails or an address is not the expected one.
 */
export async function deployUniswapV2({ rpcUrl, chainId, tokens, artifacts }: DeployUniswapV2Parameters): Promise<DevnetAmm> {
  const provider = devnetLiquidityProvider
  await rpc(rpcUrl, 'anvil_setBalance', [provider, numberToHex(providerEth)])
  await rpc(rpcUrl, 'anvil_impersonateAccount', [provider])
  try {
    const client = createWalletClient({
      account: provider,
      chain: defineDevnetChain({ chainId, name: `Devnet ${chainId}`, rpcUrl }),
      transport: http(rpcUrl, { retryCount: 0 }),
      pollingInterval: 20,
    }).extend(publicActions)

    const mined = async (what: string, hash: Hash) => {
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
      if (receipt.status !== 'success') throw new DevnetError(`${what} on chain ${chainId} failed (transaction ${hash}).`)
      return receipt
    }
    const deploy = async (name: keyof typeof devnetAmmAddresses, args: readonly unknown[]): Promise<Address> => {
      const { abi, bytecode } = artifacts[name]
      const receipt = await mined(`Deploying ${name}`, await client.deployContract({ abi, bytecode, args } as Parameters<typeof client.deployContract>[0]))
      const address = getAddress(receipt.contractAddress ?? '0x')
      if (address !== devnetAmmAddresses[name]) {
        throw new DevnetError(`${name} landed at ${address} on chain ${chainId}, not ${devnetAmmAddresses[name]}: is the chain fresh?`)
      }
      return address
    }

    const weth = await deploy('WETH9', [])
    const factory = await deploy('UniswapV2Factory', [provider])
    const router = await deploy('UniswapV2Router02', [factory, weth])

    const bySymbol = new Map(tokens.map((token) => [token.symbol, token]))
    const token = (symbol: string) => {
      const found = bySymbol.get(symbol)
      if (!found) throw new DevnetError(`The devnet pools need the test token ${symbol}.`)
      return found
    }
    for (const { address } of tokens) {
      await mined('Approving the router', await client.writeContract({ address, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }))
    }

    const routerAbi = artifacts.UniswapV2Router02.abi
    const deadline = maxUint256
    for (const pool of devnetPools) {
      const [a, b] = pool.tokens
      const [amountA, amountB] = pool.amounts
      let hash: Hash
      if (a === 'ETH' || b === 'ETH') {
        const other = token(a === 'ETH' ? b : a)
        const eth = parseEther(String(a === 'ETH' ? amountA : amountB))
        const amount = (a === 'ETH' ? amountB : amountA) * 10n ** BigInt(other.decimals)
        hash = await client.writeContract({
          address: router,
          abi: routerAbi,
          functionName: 'addLiquidityETH',
          args: [other.address, amount, amount, eth, provider, deadline],
          value: eth,
        })
      } else {
        const [tokenA, tokenB] = [token(a), token(b)]
        const [unitsA, unitsB] = [amountA * 10n ** BigInt(tokenA.decimals), amountB * 10n ** BigInt(tokenB.decimals)]
        hash = await client.writeContract({
          address: router,
          abi: routerAbi,
          functionName: 'addLiquidity',
          args: [tokenA.address, tokenB.address, unitsA, unitsB, unitsA, unitsB, provider, deadline],
        })
      }
      await mined(`Adding liquidity to ${pool.name}`, hash)
    }

    const pools = await Promise.all(
      devnetPools.map(async (pool) => {
        const [a, b] = pool.tokens.map((symbol) => (symbol === 'ETH' ? weth : token(symbol).address)) as [Address, Address]
        const pair = getAddress(
          (await client.readContract({ address: factory, abi: artifacts.UniswapV2Factory.abi, functionName: 'getPair', args: [a, b] })) as Address,
        )
        if (pair !== pool.address) throw new DevnetError(`The ${pool.name} pool landed at ${pair} on chain ${chainId}, not ${pool.address}.`)
        return { name: pool.name, address: pair, tokens: [a, b] as const }
      }),
    )
    return { weth, factory, router, liquidityProvider: provider, pools }
  } finally {
    await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [provider])
  }
}
