import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { createIndexer } from '../../activity/createIndexer.ts'
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
})
