import { type Address, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { createFakeZeroExApi, fakeZeroExSettler } from '../../testing/fakeZeroExApi.ts'
import { SwapApprovalRequiredError, SwapNoRouteError, SwapProviderUnavailableError } from '../errors.ts'
import type { SwapToken } from '../types.ts'
import { createZeroExProvider } from './createZeroExProvider.ts'

const usdc: SwapToken = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', name: 'USD Coin', decimals: 6 }
const eth: SwapToken = { address: 'native', symbol: 'ETH', name: 'Ether', decimals: 18 }
const dai: SwapToken = { address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', symbol: 'DAI', name: 'Dai', decimals: 18 }
const owner: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

describe('the 0x aggregator provider (against the named local fake of its API)', () => {
  const api = createFakeZeroExApi({ apiKey: 'operator-key', rates: { [`${native}:${usdc.address.toLowerCase()}`]: { out: parseUnits('3000', 6), per: parseEther('1') }, [`${usdc.address.toLowerCase()}:${native}`]: { out: parseEther('1'), per: parseUnits('3000', 6) } } })
  let allowed = 0n
  const client = { readContract: async () => allowed } as never
  const provider = (apiKey = 'operator-key') =>
    createZeroExProvider({ chain: { chainId: 1, rpcUrl: 'http://127.0.0.1:9', name: 'Ethereum' }, apiKey, baseUrl: 'https://api.0x.example', fetch: api, client })

  it('quotes through the price endpoint with the key, the chain and the slippage', async () => {
    const quote = await provider().quote({ from: eth, to: usdc, amountIn: parseEther('1'), slippage: 1 })
    expect(quote).toMatchObject({ provider: '0x', to: { symbol: 'USDC', amount: parseUnits('2995.5', 6) }, spender: null, minimumReceived: (parseUnits('2995.5', 6) * 99n) / 100n })
    expect(quote.fee.amount).toBe(parseUnits('4.5', 6))
    const call = api.calls.at(-1)!
    expect(call.pathname).toBe('/swap/allowance-holder/price')
    expect(Object.fromEntries(call.searchParams)).toMatchObject({ chainId: '1', sellToken: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', buyToken: usdc.address, sellAmount: String(parseEther('1')), slippageBps: '100' })
  })

  it('says why not: no liquidity (swap_no_route with a reason), a refused key (swap_provider_unavailable)', async () => {
    const none = await provider().quote({ from: eth, to: dai, amountIn: 1n, slippage: 1 }).catch((error: unknown) => error)
    expect(none).toBeInstanceOf(SwapNoRouteError)
    expect(none).toMatchObject({ details: { provider: '0x', reason: 'no_liquidity' } })
    await expect(provider('stolen').quote({ from: eth, to: usdc, amountIn: 1n, slippage: 1 })).rejects.toBeInstanceOf(SwapProviderUnavailableError)
  })

  it("builds the quote endpoint's transaction, after the approval of the AllowanceHolder", async () => {
    allowed = 0n
    const request = { from: usdc, to: eth, amountIn: parseUnits('300', 6), slippage: 1, owner, deadline: 0n }
    await expect(provider().buildSwap(request)).rejects.toBeInstanceOf(SwapApprovalRequiredError)
    const built = await provider().buildSwap({ ...request, withApproval: true })
    expect(built.approval).toMatchObject({ to: usdc.address, from: owner })
    expect(built.transaction).toMatchObject({ to: fakeZeroExSettler, value: 0n, from: owner })
    expect(api.calls.at(-1)!.searchParams.get('taker')).toBe(owner)
    allowed = parseUnits('300', 6)
    expect((await provider().buildSwap(request)).transaction.gas).toBe(210_000n)
  })
})
