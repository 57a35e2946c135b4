import { type Address, concatHex, createPublicClient, createWalletClient, encodeAbiParameters, erc20Abi, http, parseEther, parseUnits, type PublicClient } from 'viem'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addUniswapV3Pool,
  type AnvilInstance,
  deployAt,
  deployMulticall3,
  deployTestTokens,
  deployUniswapV3,
  loadTestTokenArtifact,
  loadUniswapV3Artifacts,
  multicall3Address,
  resolveAnvilBinary,
  spawnAnvil,
  testMnemonic,
  type TokenInfo,
  uniswapV3MainnetAddresses,
} from '@portico/devnet'
import { knownChains } from '../../chains/chains.ts'
import { createProject } from '../../projects/projects.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { SwapNoRouteError } from '../errors.ts'
import type { SwapProvider, SwapToken } from '../types.ts'
import { createUniswapV3Provider } from './createUniswapV3Provider.ts'
import { uniswapV3Deployments } from './deployments.ts'

const provider: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const trader: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth: SwapToken = { address: 'native', symbol: 'ETH', name: 'Ether', decimals: 18 }
/** USDC and DAI on the server's Ethereum token list: the devnet gets a test token at USDC's address, nothing at DAI's. */
const usdc: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const dai: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

describe('Uniswap v3 quotes and swaps on a chain-id-1 devnet (QuoterV2, SwapRouter02 at mainnet addresses)', () => {
  let anvil: AnvilInstance
  let client: PublicClient
  let uniswap: SwapProvider
  let pusd: SwapToken
  let ptk: SwapToken

  beforeAll(async () => {
    anvil = await spawnAnvil({ binary: resolveAnvilBinary(), chainId: 1, host: '127.0.0.1', port: 0, mnemonic: testMnemonic, silent: true })
    await deployMulticall3(anvil.rpcUrl)
    const tokens: TokenInfo[] = await deployTestTokens({ rpcUrl: anvil.rpcUrl, chainId: 1, deployer: provider, recipients: [provider, trader], artifact: loadTestTokenArtifact() })
    const toSwap = (token: TokenInfo): SwapToken => ({ address: token.address, symbol: token.symbol, name: token.name, decimals: token.decimals })
    ;[pusd, ptk] = [toSwap(tokens.find((token) => token.symbol === 'PUSD')!), toSwap(tokens.find((token) => token.symbol === 'PTK')!)]
    const artifacts = loadUniswapV3Artifacts()
    await deployUniswapV3({ rpcUrl: anvil.rpcUrl, artifacts })
    const weth = uniswapV3MainnetAddresses.weth
    // 1 ETH = 2,000 PUSD (0.3 % pool); 1 ETH = 10,000 PTK (0.05 % pool).
    await addUniswapV3Pool({ rpcUrl: anvil.rpcUrl, artifacts, provider, tokenA: pusd.address as Address, tokenB: weth, amountA: parseUnits('200000', 6), amountB: parseEther('100'), fee: 3000 })
    await addUniswapV3Pool({ rpcUrl: anvil.rpcUrl, artifacts, provider, tokenA: ptk.address as Address, tokenB: weth, amountA: parseEther('1000000'), amountB: parseEther('100'), fee: 500 })
    // A test token at USDC's mainnet address (6 decimals, minted to the provider), in a 0.05 % pool at 1 ETH = 3,000 USDC.
    const tokenArtifact = loadTestTokenArtifact()
    await deployAt({
      rpcUrl: anvil.rpcUrl,
      from: provider,
      at: usdc,
      name: 'USDC stand-in',
      data: concatHex([
        tokenArtifact.bytecode,
        encodeAbiParameters([{ type: 'string' }, { type: 'string' }, { type: 'uint8' }, { type: 'address[]' }, { type: 'uint256' }], ['USD Coin', 'USDC', 6, [provider], parseUnits('1000000', 6)]),
      ]),
    })
    await addUniswapV3Pool({ rpcUrl: anvil.rpcUrl, artifacts, provider, tokenA: usdc, tokenB: weth, amountA: parseUnits('300000', 6), amountB: parseEther('100'), fee: 500 })
    client = createPublicClient({ chain: mainnet, transport: http(anvil.rpcUrl, { retryCount: 0 }) }) as PublicClient
    uniswap = createUniswapV3Provider({ chain: { chainId: 1, rpcUrl: anvil.rpcUrl, multicall3: multicall3Address }, ...uniswapV3Deployments[1]! })
  }, 120_000)
  afterAll(() => anvil?.stop())

  it("knows Ethereum's addresses as the devnet deploys them", () => {
    expect(uniswapV3Deployments[1]).toEqual({ quoterV2: uniswapV3MainnetAddresses.quoterV2, swapRouter02: uniswapV3MainnetAddresses.swapRouter02, weth: uniswapV3MainnetAddresses.weth })
  })

  it('quotes ETH for PUSD from the 0.3 % pool, and PUSD for PTK through WETH', async () => {
    const quote = await uniswap.quote({ from: eth, to: pusd, amountIn: parseEther('1'), slippage: 1 })
    expect(quote).toMatchObject({ provider: 'uniswap-v3', path: [uniswapV3MainnetAddresses.weth, pusd.address], spender: null, slippage: 1 })
    // 2,000 PUSD less the 0.3 % fee and a 1 % trade's impact on a 100 ETH pool.
    expect(quote.to.amount).toBeGreaterThan(parseUnits('1950', 6))
    expect(quote.to.amount).toBeLessThan(parseUnits('1994', 6))
    expect(quote.fee).toEqual({ amount: parseEther('0.003'), percent: 0.3 })
    expect(quote.priceImpact).toBeGreaterThan(0.5)
    expect(quote.priceImpact).toBeLessThan(1.5)
    expect(quote.minimumReceived).toBe((quote.to.amount * 99n) / 100n)

    const twoHops = await uniswap.quote({ from: pusd, to: ptk, amountIn: parseUnits('100', 6), slippage: 1 })
    expect(twoHops.path).toEqual([pusd.address, uniswapV3MainnetAddresses.weth, ptk.address])
    // 100 PUSD = 0.05 ETH = 500 PTK, less 0.35 % in fees.
    expect(twoHops.to.amount).toBeGreaterThan(parseEther('497'))
    expect(twoHops.to.amount).toBeLessThan(parseEther('498.3'))
    expect(twoHops.spender).toBe(uniswapV3MainnetAddresses.swapRouter02)
  })

  it('says why there is no quote: no pool, or an amount the pool cannot fill', async () => {
    const stranger: SwapToken = { address: '0x000000000000000000000000000000000000dEaD', symbol: 'NOPE', name: 'No pool', decimals: 18 }
    const noPool = await uniswap.quote({ from: eth, to: stranger, amountIn: parseEther('1'), slippage: 1 }).catch((error: unknown) => error)
    expect(noPool).toBeInstanceOf(SwapNoRouteError)
    expect(noPool).toMatchObject({ code: 'swap_no_route', details: { provider: 'uniswap-v3', reason: 'no_pool_fills_the_trade' } })
    await expect(uniswap.quote({ from: eth, to: eth, amountIn: 1n, slippage: 1 })).rejects.toThrow(/same token/)
  })

  it('builds swaps SwapRouter02 executes: ETH in, and a token out to ETH after its approval', async () => {
    const wallet = createWalletClient({ account: trader, chain: mainnet, transport: http(anvil.rpcUrl, { retryCount: 0 }) })
    const send = async (transaction: { to: Address; data: `0x${string}`; value: bigint; gas?: bigint | undefined }) => {
      const hash = await wallet.sendTransaction({ to: transaction.to, data: transaction.data, value: transaction.value, gas: transaction.gas ?? 500_000n })
      return client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    }
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 600)
    const before = await client.readContract({ address: pusd.address as Address, abi: erc20Abi, functionName: 'balanceOf', args: [trader] })
    const buy = await uniswap.buildSwap({ from: eth, to: pusd, amountIn: parseEther('0.5'), slippage: 1, owner: trader, deadline })
    expect(buy.transaction).toMatchObject({ to: uniswapV3MainnetAddresses.swapRouter02, value: parseEther('0.5') })
    expect((await send(buy.transaction)).status).toBe('success')
    const after = await client.readContract({ address: pusd.address as Address, abi: erc20Abi, functionName: 'balanceOf', args: [trader] })
    expect(after - before).toBeGreaterThanOrEqual(buy.quote.minimumReceived)

    const sell = await uniswap.buildSwap({ from: pusd, to: eth, amountIn: parseUnits('500', 6), slippage: 1, owner: trader, deadline, withApproval: true })
    expect(sell.approval).toBeDefined()
    expect((await send(sell.approval!)).status).toBe('success')
    const ethBefore = await client.getBalance({ address: trader })
    const receipt = await send(sell.transaction)
    expect(receipt.status).toBe('success')
    const ethAfter = await client.getBalance({ address: trader })
    expect(ethAfter - ethBefore + receipt.gasUsed * receipt.effectiveGasPrice).toBeGreaterThanOrEqual(sell.quote.minimumReceived)
  })

  describe.each(databaseKinds)("the server's swap routes on Ethereum, with Uniswap v3 as the default provider (%s)", (kind) => {
    const { app, database } = useTestApp(kind, { now: Date.now })
    const ethereum = knownChains.find((chain) => chain.chainId === 1)!
    const quote = async (to: Address) => {
      await createProject(database.get().db, { name: 'P', id: 'p', features: { swaps: true } })
      const response = await app({ chains: [{ ...ethereum, rpcUrl: anvil.rpcUrl }] }).request(`/v1/swap/quote?chainId=1&from=native&to=${to}&amount=${parseEther('1')}&projectId=p`)
      return { status: response.status, body: await json(response) }
    }

    it('quotes ETH for USDC from the pool at its mainnet address', async () => {
      const { status, body } = await quote(usdc)
      expect(status).toBe(200)
      expect(body.quote).toMatchObject({ provider: 'uniswap-v3', to: { symbol: 'USDC' }, fee: { percent: 0.05 } })
      expect(BigInt(body.quote.to.amount)).toBeGreaterThan(parseUnits('2950', 6))
      expect(BigInt(body.quote.to.amount)).toBeLessThan(parseUnits('2999', 6))
    })

    it('says why not for a listed token no pool trades (swap_no_route with the reason)', async () => {
      expect(await quote(dai)).toMatchObject({ status: 400, body: { error: { code: 'swap_no_route', details: { provider: 'uniswap-v3', reason: 'no_pool_fills_the_trade' } } } })
    })
  })
})
