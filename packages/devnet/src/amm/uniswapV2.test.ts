import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodePacked,
  erc20Abi,
  formatUnits,
  getContractAddress,
  getCreate2Address,
  http,
  keccak256,
  maxUint256,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  devnetAmmAddresses,
  devnetLiquidityProvider,
  devnetPools,
  devnetTokenAddresses,
  testMnemonic,
  uniswapV2PairInitCodeHash,
} from '../constants.ts'
import { defineDevnetChain } from '../defineDevnetChain.ts'
import { startDevnet } from '../startDevnet.ts'
import type { Devnet } from '../types.ts'
import { loadUniswapV2Artifacts } from './loadUniswapV2Artifacts.ts'

const { UniswapV2Router02, UniswapV2Pair } = loadUniswapV2Artifacts()
const routerAbi = UniswapV2Router02.abi
const pairAbi = UniswapV2Pair.abi

// A fixed gas limit: the node's exact estimate for a pool's first swap in a block can fall short
// (the swap then reverts out of gas — seen once in CI); the server pads its estimate for the same reason.
const SWAP_GAS = 300_000n

describe('the devnet AMM (Uniswap v2)', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337, port: 0 }] })
  }, 120_000)
  afterAll(() => devnet?.stop())

  const chain = () => devnet.chains[0]!
  const publicClient = () => createPublicClient({ chain: defineDevnetChain(chain()), transport: http(chain().rpcUrl) })
  const wallet = (account: Address) =>
    createWalletClient({ account, chain: defineDevnetChain(chain()), transport: http(chain().rpcUrl) }).extend(publicActions)
  const tokenBalance = (token: Address, owner: Address) =>
    publicClient().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

  it('is deployed at the documented addresses, derived from the liquidity provider', () => {
    expect(mnemonicToAccount(testMnemonic, { addressIndex: 10 }).address).toBe(devnetLiquidityProvider)
    expect(devnetAmmAddresses.WETH9).toBe(getContractAddress({ from: devnetLiquidityProvider, nonce: 0n }))
    expect(devnetAmmAddresses.UniswapV2Factory).toBe(getContractAddress({ from: devnetLiquidityProvider, nonce: 1n }))
    expect(devnetAmmAddresses.UniswapV2Router02).toBe(getContractAddress({ from: devnetLiquidityProvider, nonce: 2n }))
    expect(chain().amm).toMatchObject({
      weth: devnetAmmAddresses.WETH9,
      factory: devnetAmmAddresses.UniswapV2Factory,
      router: devnetAmmAddresses.UniswapV2Router02,
      liquidityProvider: devnetLiquidityProvider,
    })
    // The pair addresses are CREATE2 of the factory with the init code hash Router02 has built in.
    expect(keccak256(loadUniswapV2Artifacts().UniswapV2Pair.bytecode)).toBe(uniswapV2PairInitCodeHash)
    const symbols: Record<string, Address> = { ETH: devnetAmmAddresses.WETH9, ...devnetTokenAddresses }
    for (const pool of devnetPools) {
      const [a, b] = pool.tokens.map((symbol) => symbols[symbol]!) as [Address, Address]
      const [token0, token1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
      const expected = getCreate2Address({
        from: devnetAmmAddresses.UniswapV2Factory,
        salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
        bytecodeHash: uniswapV2PairInitCodeHash,
      })
      expect(pool.address).toBe(expected)
      expect(chain().amm.pools.find((p) => p.name === pool.name)).toEqual({ name: pool.name, address: expected, tokens: [a, b] })
    }
  })

  it('holds the documented liquidity in each pool', { timeout: 30_000 }, async () => {
    const decimals: Record<string, number> = { ETH: 18, PUSD: 6, PTK: 18 }
    const symbols: Record<string, Address> = { ETH: devnetAmmAddresses.WETH9, ...devnetTokenAddresses }
    for (const pool of devnetPools) {
      const [reserve0, reserve1] = (await publicClient().readContract({ address: pool.address, abi: pairAbi, functionName: 'getReserves' })) as [bigint, bigint, number]
      const token0 = (await publicClient().readContract({ address: pool.address, abi: pairAbi, functionName: 'token0' })) as Address
      const [a, b] = pool.tokens
      const aIsToken0 = token0 === symbols[a]
      const [reserveA, reserveB] = aIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]
      expect(reserveA).toBe(pool.amounts[0] * 10n ** BigInt(decimals[a]!))
      expect(reserveB).toBe(pool.amounts[1] * 10n ** BigInt(decimals[b]!))
    }
  })

  it('swaps ETH for PUSD through the router at about the pool price', { timeout: 30_000 }, async () => {
    const trader = devnet.accounts[1]!
    const client = wallet(trader)
    const path = [devnetAmmAddresses.WETH9, devnetTokenAddresses.PUSD] as const
    const amountIn = parseEther('1')
    const [, quoted] = (await client.readContract({ address: devnetAmmAddresses.UniswapV2Router02, abi: routerAbi, functionName: 'getAmountsOut', args: [amountIn, path] })) as bigint[]
    // 100 ETH / 300,000 PUSD with a 0.3 % fee: a little under 3000 * 0.997.
    expect(Number(formatUnits(quoted!, 6))).toBeGreaterThan(2_950)
    expect(Number(formatUnits(quoted!, 6))).toBeLessThan(2_991)

    const ethBefore = await client.getBalance({ address: trader })
    const pusdBefore = await tokenBalance(devnetTokenAddresses.PUSD, trader)
    const hash = await client.writeContract({
      address: devnetAmmAddresses.UniswapV2Router02,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [quoted, path, trader, maxUint256],
      value: amountIn,
      gas: SWAP_GAS,
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await tokenBalance(devnetTokenAddresses.PUSD, trader)).toBe(pusdBefore + quoted!)
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client.getBalance({ address: trader })).toBe(ethBefore - amountIn - gas)
  })

  it('swaps PUSD for PTK after an approval, and refuses without one', { timeout: 30_000 }, async () => {
    const trader = devnet.accounts[2]!
    const client = wallet(trader)
    const path = [devnetTokenAddresses.PUSD, devnetTokenAddresses.PTK] as const
    const amountIn = parseUnits('100', 6)
    const call = {
      address: devnetAmmAddresses.UniswapV2Router02,
      abi: routerAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, 0n, path, trader, maxUint256],
    } as const
    const swap = () => client.writeContract({ ...call, gas: SWAP_GAS })
    await expect(client.simulateContract({ ...call, account: trader })).rejects.toThrow(/TRANSFER_FROM_FAILED/)

    await client.waitForTransactionReceipt({
      hash: await client.writeContract({ address: devnetTokenAddresses.PUSD, abi: erc20Abi, functionName: 'approve', args: [devnetAmmAddresses.UniswapV2Router02, amountIn] }),
    })
    const pusdBefore = await tokenBalance(devnetTokenAddresses.PUSD, trader)
    const ptkBefore = await tokenBalance(devnetTokenAddresses.PTK, trader)
    const receipt = await client.waitForTransactionReceipt({ hash: await swap() })
    expect(receipt.status).toBe('success')
    expect(await tokenBalance(devnetTokenAddresses.PUSD, trader)).toBe(pusdBefore - amountIn)
    const received = (await tokenBalance(devnetTokenAddresses.PTK, trader)) - ptkBefore
    // 1 PUSD is 2 PTK in the pool, less the fee and a hair of price impact.
    expect(Number(formatUnits(received, 18))).toBeGreaterThan(198)
    expect(Number(formatUnits(received, 18))).toBeLessThan(199.5)
  })
})
