import { devnetAmmAddresses } from '@portico/devnet'
import { type Address, type Hex, createPublicClient, encodeFunctionData, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { knownChains } from '../../chains/chains.ts'
import { withGasHeadroom } from '../../chains/gasHeadroom.ts'
import { createProject } from '../../projects/projects.ts'
import { devnetUniswapV2 } from '../../swaps/uniswapV2/deployments.ts'
import { uniswapV2RouterAbi } from '../../swaps/uniswapV2/abi.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { useTestDevnet } from '../../testing/devnet.ts'
import { createStubSwapProvider, stubAggregatorAddress } from '../../testing/stubSwapProvider.ts'

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

it('the server knows the devnet AMM where @portico/devnet deploys it', () => {
  expect(devnetUniswapV2).toEqual({
    router: devnetAmmAddresses.UniswapV2Router02,
    factory: devnetAmmAddresses.UniswapV2Factory,
    weth: devnetAmmAddresses.WETH9,
  })
})

describe.each(databaseKinds)('swap routes on the devnet AMM (%s)', (kind) => {
  const devnet = useTestDevnet()
  // The router's deadline is checked against the chain's clock: the app's must be real.
  const { app, database } = useTestApp(kind, { publicUrl: 'http://127.0.0.1:8787', now: Date.now })
  const ethereum = knownChains.find((chain) => chain.chainId === 1)!
  const sepolia = knownChains.find((chain) => chain.chainId === 11155111)!
  const server = (options: Parameters<typeof app>[0] = {}) => app({ chains: [devnet.chain(), { ...ethereum, rpcUrl: 'http://127.0.0.1:9' }, sepolia], ...options })
  const project = (swaps = true) => createProject(database.get().db, { name: 'P', id: 'p', features: { swaps } })
  const get = (path: string, options?: Parameters<typeof app>[0]) => server(options).request(`${path}${path.includes('?') ? '&' : '?'}projectId=p`)
  const post = (path: string, body: unknown, options?: Parameters<typeof app>[0]) =>
    server(options).request(`${path}?projectId=p`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const client = () => createPublicClient({ transport: http(devnet.chain().rpcUrl) })
  const balanceOf = (token: Address, owner: Address) => client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  /** Sends as a wallet would: the builder's gas limit, else its own estimate. */
  const send = async (from: Address, transaction: { from: string; to: string; data: string; value: string; gas: string | null }) => {
    expect(transaction.from).toBe(from)
    const wallet = devnet.wallet(from)
    const call = { account: from, to: transaction.to as Address, data: transaction.data as Hex, value: BigInt(transaction.value) }
    // Without the server's limit the wallet estimates, with headroom as wallets add (a bare estimate
    // made in one block runs out of gas when the pool writes its price accumulators in the next).
    const gas = transaction.gas === null ? withGasHeadroom(await client().estimateGas(call)) : BigInt(transaction.gas)
    const hash = await wallet.sendTransaction({ ...call, gas })
    return wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  }

  it('lists the native currency and the token list, with prices and icons', async () => {
    await project()
    const response = await get('/v1/swap/tokens?chainId=eip155:31337')
    expect(response.status).toBe(200)
    const [pusd, ptk] = devnet.tokens()
    expect(await json(response)).toEqual({
      chainId: 'eip155:31337',
      tokens: [
        { address: 'native', name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'http://127.0.0.1:8787/v1/token-icons/ETH.svg' },
        { address: pusd!.address, name: 'Portico USD', symbol: 'PUSD', decimals: 6, price: 1, iconUrl: 'http://127.0.0.1:8787/v1/token-icons/PUSD.svg' },
        { address: ptk!.address, name: 'Portico Token', symbol: 'PTK', decimals: 18, price: 0.5, iconUrl: 'http://127.0.0.1:8787/v1/token-icons/PTK.svg' },
      ],
    })
  })

  it('quotes from the router, with the price impact from the reserves and the pool fee', async () => {
    await project()
    const [pusd] = devnet.tokens()
    const amount = parseEther('1')
    const response = await get(`/v1/swap/quote?chainId=31337&from=native&to=${pusd!.address}&amount=${amount}`)
    expect(response.status).toBe(200)
    const { quote } = await json(response)
    const path = [devnetAmmAddresses.WETH9, pusd!.address]
    const amounts = await client().readContract({ address: devnetAmmAddresses.UniswapV2Router02, abi: uniswapV2RouterAbi, functionName: 'getAmountsOut', args: [amount, path] })
    expect(quote).toMatchObject({
      provider: 'uniswap-v2',
      from: { address: 'native', symbol: 'ETH', decimals: 18, amount: amount.toString() },
      to: { address: pusd!.address, symbol: 'PUSD', decimals: 6, amount: amounts[1]!.toString() },
      path,
      fee: { amount: parseEther('0.003').toString(), percent: 0.3 },
      slippage: 1,
      minimumReceived: ((amounts[1]! * 99n) / 100n).toString(),
      spender: null,
    })
    // 1 ETH against a pool of ~100: about 1 % of impact (the pool may have moved in other tests).
    expect(quote.priceImpact).toBeGreaterThan(0.8)
    expect(quote.priceImpact).toBeLessThan(1.2)

    const slipped = await json(await get(`/v1/swap/quote?chainId=31337&from=native&to=${pusd!.address}&amount=${amount}&slippage=0.5`))
    expect(slipped.quote.minimumReceived).toBe(((amounts[1]! * 9950n) / 10000n).toString())
  })

  it('builds an ETH -> PUSD swap the wallet sends as is: no approval, balances move as quoted', async () => {
    await project()
    const [pusd] = devnet.tokens()
    const trader = devnet.accounts()[3]!
    const amount = parseEther('0.5')
    const response = await post('/v1/swap/transaction', { chainId: 'eip155:31337', from: 'native', to: pusd!.address, amount: amount.toString(), address: trader })
    expect(response.status).toBe(200)
    const { transaction, quote } = await json(response)
    expect(transaction).toMatchObject({ chainId: 'eip155:31337', from: trader, to: devnetAmmAddresses.UniswapV2Router02, value: amount.toString() })
    const before = await balanceOf(pusd!.address, trader)
    const receipt = await send(trader, transaction)
    expect(receipt.status).toBe('success')
    // Sent with the server's gas limit, which leaves room over what the swap used: mined in a later
    // block than it was estimated on, the pool writes its price accumulators too. (An estimate made
    // here would not compare: other files swap on the same devnet in between.)
    expect(BigInt(transaction.gas)).toBeGreaterThan(receipt.gasUsed + 10_000n)
    expect(await balanceOf(pusd!.address, trader)).toBe(before + BigInt(quote.to.amount))
  })

  it('PUSD -> PTK: asks for an approval first, then swaps', async () => {
    await project()
    const [pusd, ptk] = devnet.tokens()
    const trader = devnet.accounts()[4]!
    const amount = parseUnits('250', 6)
    const allowance = async () => json(await get(`/v1/swap/allowance?chainId=31337&token=${pusd!.address}&address=${trader}`))
    expect(await allowance()).toEqual({ token: pusd!.address, address: trader, spender: devnetAmmAddresses.UniswapV2Router02, allowance: '0' })

    const swapBody = { chainId: 31337, from: pusd!.address, to: ptk!.address, amount: amount.toString(), address: trader }
    const refused = await post('/v1/swap/transaction', swapBody)
    expect(refused.status).toBe(400)
    expect((await json(refused)).error).toMatchObject({
      code: 'swap_approval_required',
      details: { spender: devnetAmmAddresses.UniswapV2Router02, allowance: '0', amount: amount.toString() },
    })

    const approve = await post('/v1/swap/approve-transaction', { chainId: 'eip155:31337', token: pusd!.address, address: trader, amount: amount.toString() })
    expect(approve.status).toBe(200)
    const { transaction: approval } = await json(approve)
    expect(approval).toMatchObject({ from: trader, to: pusd!.address, value: '0' })
    expect((await send(trader, approval)).status).toBe('success')
    expect((await allowance()).allowance).toBe(amount.toString())

    const built = await post('/v1/swap/transaction', swapBody)
    expect(built.status).toBe(200)
    const { transaction, quote } = await json(built)
    expect(quote.spender).toBe(devnetAmmAddresses.UniswapV2Router02)
    const [pusdBefore, ptkBefore] = [await balanceOf(pusd!.address, trader), await balanceOf(ptk!.address, trader)]
    expect((await send(trader, transaction)).status).toBe('success')
    expect(await balanceOf(pusd!.address, trader)).toBe(pusdBefore - amount)
    expect(await balanceOf(ptk!.address, trader)).toBe(ptkBefore + BigInt(quote.to.amount))
  })

  it('withApproval (a wallet that batches): a short allowance comes back as the approve to send first, not a refusal', async () => {
    await project()
    const [pusd, ptk] = devnet.tokens()
    const trader = devnet.accounts()[6]!
    const amount = parseUnits('40', 6)
    const swapBody = { chainId: 31337, from: pusd!.address, to: ptk!.address, amount: amount.toString(), address: trader, withApproval: true }
    const built = await post('/v1/swap/transaction', swapBody)
    expect(built.status).toBe(200)
    const { transaction, quote, approval } = await json(built)
    expect(approval).toEqual({
      chainId: 'eip155:31337',
      from: trader,
      to: pusd!.address,
      value: '0',
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [devnetAmmAddresses.UniswapV2Router02, amount] }),
      gas: null,
    })
    // Estimated alone the swap would revert (nothing approved yet): the wallet estimates the batch.
    expect(transaction).toMatchObject({ from: trader, to: devnetAmmAddresses.UniswapV2Router02, gas: null })
    // In order, the two do the swap (a smart account sends them as one UserOperation: e2e).
    expect((await send(trader, approval)).status).toBe('success')
    const [pusdBefore, ptkBefore] = [await balanceOf(pusd!.address, trader), await balanceOf(ptk!.address, trader)]
    expect((await send(trader, transaction)).status).toBe('success')
    expect(await balanceOf(pusd!.address, trader)).toBe(pusdBefore - amount)
    expect(await balanceOf(ptk!.address, trader)).toBe(ptkBefore + BigInt(quote.to.amount))

    // With the allowance enough: no approval in the answer, the swap with its gas limit.
    expect((await send(trader, (await json(await post('/v1/swap/approve-transaction', { ...swapBody, token: pusd!.address }))).transaction)).status).toBe('success')
    const again = await json(await post('/v1/swap/transaction', swapBody))
    expect(again.approval).toBeUndefined()
    expect(again.transaction.gas).not.toBeNull()
    // Not a boolean: the typed 400.
    const bad = await post('/v1/swap/transaction', { ...swapBody, withApproval: 'yes' })
    expect(bad.status).toBe(400)
    expect((await json(bad)).error.code).toBe('bad_request')
  })

  it('PTK -> ETH: swapExactTokensForETH pays the native currency out', async () => {
    await project()
    const [, ptk] = devnet.tokens()
    const trader = devnet.accounts()[5]!
    const amount = parseUnits('600', 18)
    const approval = await json(await post('/v1/swap/approve-transaction', { chainId: 31337, token: ptk!.address, address: trader, amount: amount.toString() }))
    await send(trader, approval.transaction)
    const { transaction, quote } = await json(await post('/v1/swap/transaction', { chainId: 31337, from: ptk!.address, to: 'native', amount: amount.toString(), address: trader }))
    const before = await client().getBalance({ address: trader })
    const receipt = await send(trader, transaction)
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client().getBalance({ address: trader })).toBe(before - gas + BigInt(quote.to.amount))
    // 600 PTK is 300 USD: about 0.1 ETH.
    expect(Number(quote.to.amount) / 1e18).toBeGreaterThan(0.098)
  })

  it('answers the gas price (legacy and EIP-1559) of the chain', async () => {
    await project()
    const response = await get('/v1/swap/gas-price?chainId=eip155:31337')
    expect(response.status).toBe(200)
    const body = await json(response)
    expect(body.chainId).toBe('eip155:31337')
    expect(BigInt(body.gasPrice)).toBe(await client().getGasPrice())
    expect(BigInt(body.maxFeePerGas)).toBeGreaterThan(0n)
    expect(body.maxPriorityFeePerGas).toMatch(/^\d+$/)
  })

  it("says 'Network not supported for Swaps' outside the 12 networks, and 503 where no provider is configured", async () => {
    await project()
    const unsupported = await get('/v1/swap/tokens?chainId=eip155:11155111')
    expect(unsupported.status).toBe(400)
    expect((await json(unsupported)).error).toEqual({ code: 'swaps_network_not_supported', message: 'Network not supported for Swaps', details: { chainId: 'eip155:11155111' } })
    // Not served here either: still the swap answer, which is what the Swap view shows.
    expect((await json(await get('/v1/swap/quote?chainId=eip155:5&from=native&to=native&amount=1'))).error.code).toBe('swaps_network_not_supported')
    // Base is a swap network this server does not serve.
    expect((await json(await get('/v1/swap/tokens?chainId=eip155:8453'))).error.code).toBe('unknown_chain')

    // BNB Smart Chain, served, has no default provider (no Uniswap v3 listed there).
    const bnb = { ...knownChains.find((chain) => chain.chainId === 56)!, rpcUrl: 'http://127.0.0.1:9' }
    const noProvider = await get('/v1/swap/tokens?chainId=56', { chains: [bnb] })
    expect(noProvider.status).toBe(503)
    expect((await json(noProvider)).error).toMatchObject({ code: 'swap_provider_unavailable', message: `No swap provider is configured for ${bnb.name} on this server` })
    // Ethereum has Uniswap v3 by default: its quote reads the chain (down here).
    expect((await json(await get(`/v1/swap/quote?chainId=1&from=native&to=${usdc}&amount=1000`))).error.code).toBe('upstream_unavailable')
  })

  it('takes any provider through the same interface (a stub aggregator on mainnet)', async () => {
    await project()
    const swapProviders = { 1: createStubSwapProvider({ prices: { ETH: 3000, USDC: 1 } }) }
    const quote = await get(`/v1/swap/quote?chainId=1&from=native&to=${usdc}&amount=${parseEther('2')}`, { swapProviders })
    expect(quote.status).toBe(200)
    expect((await json(quote)).quote).toMatchObject({ provider: 'stub-aggregator', to: { symbol: 'USDC', amount: String(5970n * 10n ** 6n) }, fee: { percent: 0.5 } })
    const built = await post('/v1/swap/transaction', { chainId: 1, from: 'native', to: usdc, amount: '1000', address: devnet.accounts()[0] }, { swapProviders })
    expect((await json(built)).transaction).toMatchObject({ chainId: 'eip155:1', to: stubAggregatorAddress, value: '1000' })
  })

  it('refuses bad requests with typed errors', async () => {
    await project()
    const [pusd] = devnet.tokens()
    const error = async (response: Response | Promise<Response>) => {
      const answer = await response
      const body = await json(answer)
      return { status: answer.status, code: (body.error?.code ?? JSON.stringify(body)) as string }
    }
    const quote = (query: string) => get(`/v1/swap/quote?chainId=31337&${query}`)
    expect(await error(quote(`from=native&to=${usdc}&amount=1`))).toEqual({ status: 400, code: 'swap_token_not_supported' })
    expect(await error(quote(`from=native&to=not-a-token&amount=1`))).toEqual({ status: 400, code: 'swap_token_not_supported' })
    expect(await error(quote(`from=native&to=native&amount=1`))).toEqual({ status: 400, code: 'bad_request' })
    expect(await error(quote(`from=native&to=${pusd!.address}&amount=0`))).toEqual({ status: 400, code: 'bad_request' })
    expect(await error(quote(`from=native&to=${pusd!.address}&amount=1.5`))).toEqual({ status: 400, code: 'bad_request' })
    expect(await error(quote(`from=native&to=${pusd!.address}&amount=1&slippage=51`))).toEqual({ status: 400, code: 'bad_request' })
    expect(await error(quote(`from=native&to=${pusd!.address}&amount=1&slippage=abc`))).toEqual({ status: 400, code: 'bad_request' })
    // An empty slippage is the default (1 %).
    expect((await json(await quote(`from=native&to=${pusd!.address}&amount=${parseEther('1')}&slippage=`))).quote.slippage).toBe(1)
    const body = { chainId: 31337, from: 'native', to: pusd!.address, amount: '1000', address: devnet.accounts()[0] }
    expect(await error(post('/v1/swap/transaction', { ...body, slippage: '1' }))).toEqual({ status: 400, code: 'bad_request' })
    expect(await error(post('/v1/swap/transaction', { ...body, slippage: true }))).toEqual({ status: 400, code: 'bad_request' })
    // Too much for the pool's arithmetic (the router reverts): no route, not a 500.
    expect(await error(quote(`from=native&to=${pusd!.address}&amount=${10n ** 70n}`))).toEqual({ status: 400, code: 'swap_no_route' })
    // Too little to get anything out (1 wei is 0.000000000000003 PUSD).
    expect(await error(quote(`from=native&to=${pusd!.address}&amount=1`))).toEqual({ status: 400, code: 'swap_no_route' })
    expect(await error(get('/v1/swap/quote?from=native&to=native&amount=1'))).toEqual({ status: 400, code: 'unknown_chain' })
    expect(await error(post('/v1/swap/approve-transaction', { chainId: 31337, token: 'native', address: devnet.accounts()[0], amount: '1' }))).toEqual({
      status: 400,
      code: 'bad_request',
    })
    expect(await error(get(`/v1/swap/allowance?chainId=31337&token=${pusd!.address}&address=0x123`))).toEqual({ status: 400, code: 'bad_request' })
    expect(await json(await get(`/v1/swap/allowance?chainId=31337&token=native&address=${devnet.accounts()[0]}`))).toMatchObject({ spender: null, allowance: null })
  })

  it('answers 502 when the chain does not, and 403 when the project has swaps off', async () => {
    await project()
    const down = [{ ...devnet.chain(), rpcUrl: 'http://127.0.0.1:9' }]
    const [pusd] = devnet.tokens()
    const response = await get(`/v1/swap/quote?chainId=31337&from=native&to=${pusd!.address}&amount=1000`, { chains: down })
    expect(await json(response)).toMatchObject({ error: { code: 'upstream_unavailable' } })
    expect(response.status).toBe(502)
    expect((await get('/v1/swap/gas-price?chainId=31337', { chains: down })).status).toBe(502)

    await database.get().db.deleteFrom('projects').execute()
    await project(false)
    const off = await get('/v1/swap/tokens?chainId=31337')
    expect(off.status).toBe(403)
    expect((await json(off)).error).toMatchObject({ code: 'feature_disabled', details: { feature: 'swaps' } })
  })
})
