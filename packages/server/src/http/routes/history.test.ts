import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { accountApiActivity } from '../../activity/accountApiActivity.ts'
import { createIndexer } from '../../activity/createIndexer.ts'
import { accountApiStandIn } from '../../testing/accountApiStandIn.ts'
import { createProject } from '../../projects/projects.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { useTestDevnet } from '../../testing/devnet.ts'

const quiet = { warn: () => {}, info: () => {} }

describe.each(databaseKinds)('GET /v1/account/{address}/history (%s)', (kind) => {
  const devnet = useTestDevnet()
  const { app, database } = useTestApp(kind, { publicUrl: 'http://127.0.0.1:8787' })
  const appOnDevnet = () => app({ chains: [devnet.chain()] })

  it('answers the account transfers newest first, from each side, paged by cursor', async () => {
    const { db } = database.get()
    await createProject(db, { name: 'P', id: 'p' })
    const [, , , a, b] = devnet.accounts()
    const [pusd] = devnet.tokens()
    const ethHash = await devnet.sendEth(a!, b!, '1.5')
    const tokenHash = await devnet.sendToken(a!, pusd!.address, b!, 2_500_000n)
    const back = await devnet.sendEth(b!, a!, '0.5')
    await createIndexer({ db, chain: devnet.chain(), logger: quiet }).catchUp()

    const first = await json(await appOnDevnet().request(`/v1/account/${a}/history?chainId=eip155:31337&projectId=p&limit=2`))
    expect(first.data.map((item: { metadata: { hash: string } }) => item.metadata.hash)).toEqual([back, tokenHash])
    expect(first.data[0]).toMatchObject({
      id: `${back}:31337`,
      metadata: { operationType: 'receive', hash: back, chain: 'eip155:31337', sentFrom: getAddress(b!), sentTo: getAddress(a!), status: 'confirmed' },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '0.5', decimals: '18' },
          price: 3000,
          value: 1500,
          fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'http://127.0.0.1:8787/v1/token-icons/ETH.svg' } },
        },
      ],
    })
    expect(new Date(first.data[0].metadata.minedAt).getTime()).toBeGreaterThan(Date.now() - 60 * 60_000)
    expect(first.data[1]).toMatchObject({
      // Whom the tokens went to, as the kit's pending item says it, not the token contract called.
      metadata: { operationType: 'send', sentFrom: getAddress(a!), sentTo: getAddress(b!) },
      transfers: [{ direction: 'out', quantity: { numeric: '2.5', decimals: '6' }, fungible_info: { symbol: 'PUSD' } }],
    })
    expect(first.next).toEqual(expect.any(String))

    const second = await json(await appOnDevnet().request(`/v1/account/${a}/history?chainId=31337&projectId=p&limit=2&cursor=${first.next}`))
    // Then the ETH send, then the test tokens' mints at deployment.
    expect(second.data[0].metadata.hash).toBe(ethHash)
    expect(second.data[0].transfers[0]).toMatchObject({ direction: 'out', quantity: { numeric: '1.5' } })
    expect(second.data[1].metadata.operationType).toBe('mint')

    const receiver = await json(await appOnDevnet().request(`/v1/account/${b}/history?chainId=31337&projectId=p&limit=3`))
    expect(receiver.data.map((item: { metadata: { operationType: string } }) => item.metadata.operationType)).toEqual(['send', 'receive', 'receive'])
  })

  it('ends with next null, and refuses a bad cursor or chain', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const nobody = '0x000000000000000000000000000000000000bEEF'
    expect(await json(await appOnDevnet().request(`/v1/account/${nobody}/history?chainId=31337&projectId=p`))).toEqual({ data: [], next: null })
    const badCursor = await appOnDevnet().request(`/v1/account/${nobody}/history?projectId=p&cursor=nope`)
    expect((await json(badCursor)).error).toEqual({ code: 'bad_request', message: 'Invalid cursor' })
    const badChain = await appOnDevnet().request(`/v1/account/${nobody}/history?projectId=p&chainId=1`)
    expect((await json(badChain)).error.code).toBe('unknown_chain')
  })

  it("answers a chain's history from its account API (Etherscan-compatible), and says so when the API does not answer", async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const [, , , , , , c, d] = devnet.accounts()
    const [pusd] = devnet.tokens()
    const ethHash = await devnet.sendEth(c!, d!, '0.25')
    const tokenHash = await devnet.sendToken(c!, pusd!.address, d!, 7_000_000n)
    // A mainnet-like chain: not a devnet, nothing indexed; its history only from the API (a local stand-in here).
    const chain = { ...devnet.chain(), devnet: false }
    const standIn = accountApiStandIn({ rpcUrl: chain.rpcUrl })
    const activityProviders = { 31337: accountApiActivity({ chain, url: 'http://127.0.0.1:1/api', apiKey: 'k', fetch: standIn.fetch }) }
    const withApi = () => app({ chains: [chain], activityProviders })

    const page = await json(await withApi().request(`/v1/account/${d}/history?chainId=31337&projectId=p&limit=2`))
    expect(page.data.map((item: { metadata: { hash: string } }) => item.metadata.hash)).toEqual([tokenHash, ethHash])
    expect(page.data[0]).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: getAddress(c!), chain: 'eip155:31337', status: 'confirmed' },
      transfers: [{ direction: 'in', quantity: { numeric: '7', decimals: '6' }, price: 1, value: 7, fungible_info: { symbol: 'PUSD' } }],
    })
    expect(page.data[1].transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '0.25', decimals: '18' }, price: 3000 })])
    expect(page.unavailable).toBeUndefined()
    // The next page goes on from the last item: the test tokens' mint to this account at deployment.
    const next = await json(await withApi().request(`/v1/account/${d}/history?chainId=31337&projectId=p&limit=2&cursor=${page.next}`))
    expect(next.data.map((item: { metadata: { operationType: string } }) => item.metadata.operationType)).toEqual(['mint', 'mint'])
    expect((await withApi().request(`/v1/account/${d}/history?chainId=31337&projectId=p&cursor=bm9wZQ`)).status).toBe(400)

    standIn.setDown(true)
    expect(await json(await withApi().request(`/v1/account/${d}/history?chainId=31337&projectId=p`))).toEqual({ data: [], next: null, unavailable: ['eip155:31337'] })
    // Without an API and without an index, no source: unavailable, not an empty history.
    expect(await json(await app({ chains: [chain] }).request(`/v1/account/${d}/history?chainId=31337&projectId=p`))).toEqual({
      data: [],
      next: null,
      unavailable: ['eip155:31337'],
    })
    // Asked without an API: the chain's index (were it started) keeps d's transfers from now on; asked with one, nothing is recorded.
    const watched = () => database.get().db.selectFrom('indexer_addresses').select(['chain_id', 'address']).execute()
    expect(await watched()).toEqual([{ chain_id: 31337, address: d!.toLowerCase() }])
    await withApi().request(`/v1/account/${c}/history?chainId=31337&projectId=p`)
    expect(await watched()).toHaveLength(1)
  })

  it('says how far behind the head the built-in index is', async () => {
    const { db } = database.get()
    await createProject(db, { name: 'P', id: 'p' })
    const [, , , , , , , , e, f] = devnet.accounts()
    const indexer = createIndexer({ db, chain: devnet.chain(), logger: quiet })
    await indexer.catchUp()
    await devnet.sendEth(e!, f!, '0.01')
    await devnet.sendEth(e!, f!, '0.01')
    const answer = await json(await appOnDevnet().request(`/v1/account/${e}/history?chainId=31337&projectId=p`))
    expect(answer.indexing).toEqual([{ chain: 'eip155:31337', behindBlocks: 2 }])
  })
})
