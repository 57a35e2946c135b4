import { createPublicClient, erc20Abi, formatEther, formatUnits, getAddress, http } from 'viem'
import { deployChainlinkFeed, ethereumEthUsdFeed, runMainnetSteps, updateChainlinkFeed } from '@portico/devnet'
import { chainlinkPrices } from '../../tokens/chainlinkPrices.ts'
import { renderTokenIcon } from '../../../scripts/tokenLogos.ts'
import { describe, expect, it } from 'vitest'
import { createProject } from '../../projects/projects.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { useTestDevnet } from '../../testing/devnet.ts'

describe.each(databaseKinds)('GET /v1/account/{address}/balance (%s)', (kind) => {
  const devnet = useTestDevnet()
  const { app, database } = useTestApp(kind, { publicUrl: 'http://127.0.0.1:8787' })
  const appOnDevnet = () => app({ chains: [devnet.chain()] })

  it('answers the native and both test-token balances as the chain has them, with prices and icons', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const [from, account] = devnet.accounts()
    const [pusd, ptk] = devnet.tokens()
    // Move some of everything so the balances are not the minted round numbers.
    await devnet.sendEth(from!, account!, '1.25')
    await devnet.sendToken(account!, pusd!.address, from!, 1_234_567n)

    const response = await appOnDevnet().request(`/v1/account/${account}/balance?currency=usd&chainId=eip155:31337&projectId=p`)
    expect(response.status).toBe(200)
    const { balances } = await json(response)

    const client = createPublicClient({ transport: http(devnet.chain().rpcUrl) })
    const eth = formatEther(await client.getBalance({ address: account! }))
    const pusdBalance = formatUnits(await client.readContract({ address: pusd!.address, abi: erc20Abi, functionName: 'balanceOf', args: [account!] }), 6)
    const ptkBalance = formatUnits(await client.readContract({ address: ptk!.address, abi: erc20Abi, functionName: 'balanceOf', args: [account!] }), 18)
    expect(pusdBalance).toBe('999998.765433')
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: Number(eth) * 3000,
        price: 3000,
        quantity: { decimals: '18', numeric: eth },
        iconUrl: 'http://127.0.0.1:8787/v1/token-icons/ETH.svg',
      },
      {
        name: 'Portico USD',
        symbol: 'PUSD',
        chainId: 'eip155:31337',
        address: `eip155:31337:${pusd!.address}`,
        value: 999998.765433,
        price: 1,
        quantity: { decimals: '6', numeric: pusdBalance },
        iconUrl: 'http://127.0.0.1:8787/v1/token-icons/PUSD.svg',
      },
      {
        name: 'Portico Token',
        symbol: 'PTK',
        chainId: 'eip155:31337',
        address: `eip155:31337:${ptk!.address}`,
        value: 500000,
        price: 0.5,
        quantity: { decimals: '18', numeric: ptkBalance },
        iconUrl: 'http://127.0.0.1:8787/v1/token-icons/PTK.svg',
      },
    ])
  })

  it('leaves out tokens the account does not hold, never the native balance', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const empty = '0x000000000000000000000000000000000000dEaD'
    const response = await appOnDevnet().request(`/v1/account/${empty}/balance?chainId=31337&projectId=p`)
    const { balances } = await json(response)
    expect(balances.map((b: { symbol: string }) => b.symbol)).toEqual(['ETH'])
    expect(balances[0].quantity).toEqual({ decimals: '18', numeric: '0' })
  })

  it('leaves out a listed token that does not answer (no code, a revert, a bad return) and keeps the rest', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const [account] = devnet.accounts()
    const [pusd] = devnet.tokens()
    const noCode = getAddress('0x00000000000000000000000000000000deadbeef')
    const reverts = devnet.chain().multicall3 // Multicall3 has no balanceOf and no fallback: a revert
    const badReturn = getAddress('0x000000000000000000000000000000000000bad1')
    // PUSH1 1 PUSH1 0 RETURN: answers every call with one byte, not a uint256.
    await createPublicClient({ transport: http(devnet.chain().rpcUrl) }).request({
      method: 'anvil_setCode' as never,
      params: [badReturn, '0x60016000f3'] as never,
    })
    const broken = [noCode, reverts, badReturn].map((address, index) => ({ address, name: `Broken ${index}`, symbol: `B${index}`, decimals: 18 }))
    const tokenLists = { get: () => [...broken, { address: pusd!.address, name: 'Portico USD', symbol: 'PUSD', decimals: 6 }] } as never
    const response = await app({ chains: [devnet.chain()], tokenLists }).request(`/v1/account/${account}/balance?chainId=31337&projectId=p`)
    expect(response.status).toBe(200)
    const { balances } = await json(response)
    expect(balances.map((b: { symbol: string }) => b.symbol)).toEqual(['ETH', 'PUSD'])
  })

  it("prices the native balance from a Chainlink feed read through the chain's RPC, and not once it is stale", async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const [from, account] = devnet.accounts()
    const rpcUrl = devnet.chain().rpcUrl
    // Chainlink's own aggregator at Ethereum's ETH/USD address (on this devnet's chain 31337).
    await deployChainlinkFeed({ rpcUrl, address: ethereumEthUsdFeed, decimals: 8, answer: 2_512_340_000_00n, from: from! })
    const feeds = () => ({ native: { pair: 'ETH / USD', feed: ethereumEthUsdFeed, heartbeat: 3600 } as const })
    const request = (now: number) =>
      app({ chains: [devnet.chain()], prices: chainlinkPrices({ chains: [devnet.chain()], feeds, now: () => now }) }).request(
        `/v1/account/${account}/balance?chainId=31337&projectId=p`,
      )
    const { balances } = await json(await request(Date.now()))
    expect(balances[0].price).toBe(2512.34)
    expect(balances[0].value).toBe(Number(balances[0].quantity.numeric) * 2512.34)
    await updateChainlinkFeed({ rpcUrl, address: ethereumEthUsdFeed, answer: 2_600_000_000_00n, from: from! })
    expect((await json(await request(Date.now()))).balances[0].price).toBe(2600)
    // Two hours later, without a new round: no price rather than an old one.
    const stale = await json(await request(Date.now() + 2 * 3600_000))
    expect(stale.balances[0]).toMatchObject({ symbol: 'ETH', price: 0, value: 0 })
  })

  it("on a mainnet-shaped chain (Ethereum's configuration, real addresses): USD values from the feeds, tokens from the shipped list", async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const [, , , , , , , , , account] = devnet.accounts()
    // The chain-id-1 devnet's own set-up (Chainlink ETH/USD and USDC/USD, USDC at its address), run on this node.
    await runMainnetSteps({ rpcUrl: devnet.chain().rpcUrl, chainId: 1, accounts: devnet.accounts() })
    const ethereum = { ...devnet.chain(), chainId: 1, name: 'Ethereum', devnet: false }
    // The app's defaults: the shipped token list and Chainlink feeds of chain 1, no fixed prices for it.
    // The real clock (the test app's is fixed in 2023): the feeds' rounds are from now.
    const { balances } = await json(await app({ chains: [ethereum], now: () => Date.now() }).request(`/v1/account/${account}/balance?chainId=1&projectId=p`))
    expect(balances.map((b: { symbol: string }) => b.symbol)).toEqual(['ETH', 'USDC'])
    expect(balances[0]).toMatchObject({ chainId: 'eip155:1', price: 3000 })
    expect(balances[1]).toMatchObject({
      address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      name: 'USD Coin',
      price: 1,
      value: 10_000,
      quantity: { decimals: '6', numeric: '10000' },
    })
  })

  it('refuses a bad address, an unknown chain and another currency; 502 when the chain is down', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const [account] = devnet.accounts()
    const bad = await appOnDevnet().request('/v1/account/0x123/balance?chainId=31337&projectId=p')
    expect((await json(bad)).error.code).toBe('bad_request')
    const unknown = await appOnDevnet().request(`/v1/account/${account}/balance?chainId=5&projectId=p`)
    expect(unknown.status).toBe(400)
    expect((await json(unknown)).error).toEqual({ code: 'unknown_chain', message: 'Chain 5 is not supported by this server' })
    const eur = await appOnDevnet().request(`/v1/account/${account}/balance?currency=eur&chainId=31337&projectId=p`)
    expect((await json(eur)).error.message).toBe('Unsupported currency "eur": only usd')
    const down = await app({ chains: [{ ...devnet.chain(), rpcUrl: 'http://127.0.0.1:9' }] }).request(
      `/v1/account/${account}/balance?chainId=31337&projectId=p`,
    )
    expect(down.status).toBe(502)
    expect(await json(down)).toEqual({ error: { code: 'upstream_unavailable', message: 'The RPC upstream of chain 31337 is unavailable' } })
  })

  it('serves the token icons it links', async () => {
    const response = await appOnDevnet().request('/v1/token-icons/PUSD.svg')
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    // Sandboxed like every image the server answers: an icon opened directly runs nothing.
    expect(response.headers.get('content-security-policy')).toContain('sandbox')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toContain('>PUS</text>')
  })

  it("serves a real token's logo where the set has one, the monogram otherwise", async () => {
    const eth = await (await appOnDevnet().request('/v1/token-icons/ETH.svg')).text()
    expect(eth).toBe(await renderTokenIcon('ETH'))
    expect(eth).toContain('aria-label="ETH"')
    // Not the logo of another case or a path: exact symbols only.
    for (const name of ['eth', 'ETH.svg%2F..', '..%2FETH']) {
      expect(await (await appOnDevnet().request(`/v1/token-icons/${name}.svg`)).text(), name).toContain('</text></svg>')
    }
  })

  it('review finding 8: a percent sign in an icon name is a name, not a second decoding (was a URIError, 500)', async () => {
    for (const path of ['/v1/token-icons/%25.svg', '/v1/token-icons/%25E0%25A4%25A.svg', '/v1/token-icons/100%25.svg']) {
      const response = await appOnDevnet().request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
    }
  })
})
