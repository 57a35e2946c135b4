import { describe, expect, it } from 'vitest'
import { createProject } from '../../projects/projects.ts'
import { defaultRpcMethods } from '../../rpc/allowedMethods.ts'
import { setRpcMethods } from '../../rpc/projectRpcMethods.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { useTestDevnet } from '../../testing/devnet.ts'

const post = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe.each(databaseKinds)('chain RPC proxy /v1/?chainId&projectId (%s)', (kind) => {
  const devnet = useTestDevnet()
  const { app, database } = useTestApp(kind)
  const appOnDevnet = () => app({ chains: [devnet.chain()] })

  it('forwards JSON-RPC to the chain upstream (number or CAIP-2 chain id, with or without the slash)', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    for (const path of ['/v1/?chainId=31337&projectId=p', '/v1?chainId=eip155:31337&projectId=p']) {
      const response = await appOnDevnet().request(path, post({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] }))
      expect(response.status).toBe(200)
      expect(await json(response)).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' })
    }
  })

  it('refuses a method outside the allow-list without forwarding it, answering the rest of a batch in order', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const [from, to] = devnet.accounts()
    const before = await devnet.wallet(from!).getBalance({ address: to! })
    const response = await appOnDevnet().request(
      '/v1/?chainId=31337&projectId=p',
      post([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'eth_sendTransaction', params: [{ from, to, value: '0xde0b6b3a7640000' }] },
        { jsonrpc: '2.0', id: 3, method: 'anvil_setBalance', params: [to, '0x0'] },
        { jsonrpc: '2.0', id: 4, method: 'eth_getBalance', params: [to, 'latest'] },
      ]),
    )
    const body = await json(response)
    expect(body.map((item: { id: number }) => item.id)).toEqual([1, 2, 3, 4])
    expect(body[0].result).toBe('0x7a69')
    expect(body[1].error).toEqual({ code: -32601, message: 'Method eth_sendTransaction is not allowed by this project' })
    expect(body[2].error).toEqual({ code: -32601, message: 'Method anvil_setBalance is not allowed by this project' })
    expect(BigInt(body[3].result)).toBe(before)
    // Nothing was sent and the balance was not touched.
    expect(await devnet.wallet(from!).getBalance({ address: to! })).toBe(before)
  })

  it('follows the project allow-list when the project narrows it', async () => {
    const { db } = database.get()
    await createProject(db, { name: 'P', id: 'p' })
    await setRpcMethods(db, 'p', ['eth_chainId'])
    const refused = await appOnDevnet().request('/v1/?chainId=31337&projectId=p', post({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }))
    expect((await json(refused)).error.code).toBe(-32601)
    const info = await appOnDevnet().request('/v1/?chainId=31337&projectId=p')
    expect(await json(info)).toEqual({ chainId: 31337, name: 'Portico Devnet', testnet: true, methods: ['eth_chainId'] })
    await setRpcMethods(db, 'p', null)
    const again = await appOnDevnet().request('/v1/?chainId=31337&projectId=p')
    expect((await json(again)).methods).toEqual(defaultRpcMethods)
  })

  it('never lets a project allow signing or node-control methods', async () => {
    const { db } = database.get()
    await createProject(db, { name: 'P', id: 'p' })
    await expect(setRpcMethods(db, 'p', ['eth_sendTransaction'])).rejects.toThrow(/never forwarded/)
    await expect(setRpcMethods(db, 'p', ['anvil_mine'])).rejects.toThrow(/eth_\*, net_\* or web3_\*/)
  })

  it('answers 400 unknown_chain for a chain it does not serve, and 404 without a project', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const unknown = await appOnDevnet().request('/v1/?chainId=999&projectId=p', post({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }))
    expect(unknown.status).toBe(400)
    expect(await json(unknown)).toEqual({ error: { code: 'unknown_chain', message: 'Chain 999 is not supported by this server' } })
    const missing = await appOnDevnet().request('/v1/?projectId=p', post({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }))
    expect((await json(missing)).error.code).toBe('unknown_chain')
    const noProject = await appOnDevnet().request('/v1/?chainId=31337', post({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }))
    expect(noProject.status).toBe(404)
  })

  it('answers 502 upstream_unavailable when the upstream is down, and -32600 for a malformed request', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const down = app({ chains: [{ ...devnet.chain(), rpcUrl: 'http://127.0.0.1:9' }] })
    const response = await down.request('/v1/?chainId=31337&projectId=p', post({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }))
    expect(response.status).toBe(502)
    expect((await json(response)).error.code).toBe('upstream_unavailable')
    const malformed = await appOnDevnet().request('/v1/?chainId=31337&projectId=p', post({ id: 1, method: 'eth_chainId' }))
    expect((await json(malformed)).error).toEqual({ code: -32600, message: 'Invalid JSON-RPC request' })
  })

  describe('review finding 4: metered, not an open relay', () => {
    /** An app on the devnet whose upstream calls are recorded. */
    const recorded = (options: Parameters<typeof app>[0] = {}) => {
      const sent: unknown[] = []
      const server = app({
        chains: [devnet.chain()],
        fetch: async (input, init) => {
          sent.push(JSON.parse(String(init?.body)))
          return fetch(input, init)
        },
        ...options,
      })
      return { server, sent }
    }
    const getLogs = (id: number, fromBlock: string, toBlock?: string) => ({
      jsonrpc: '2.0',
      id,
      method: 'eth_getLogs',
      params: [{ fromBlock, ...(toBlock ? { toBlock } : {}) }],
    })

    it('refuses a batch over maxBatch whole (400), forwarding nothing', async () => {
      await createProject(database.get().db, { name: 'P', id: 'p' })
      const { server, sent } = recorded()
      const batch = Array.from({ length: 1300 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' }))
      const response = await server.request('/v1/?chainId=31337&projectId=p', { ...post(batch) })
      expect(response.status).toBe(400)
      expect(await json(response)).toEqual({ error: { code: 'bad_request', message: 'JSON-RPC batch of 1300 requests: at most 100' } })
      expect(sent).toEqual([])
    })

    it('answers an eth_getLogs over maxLogBlockRange with -32005 in place, never forwarding it', async () => {
      await createProject(database.get().db, { name: 'P', id: 'p' })
      const { server, sent } = recorded({ rpcLimits: { maxLogBlockRange: 1 } })
      const head = await devnet.wallet(devnet.accounts()[0]!).getBlockNumber({ cacheTime: 0 })
      expect(head).toBeGreaterThanOrEqual(2n)
      const response = await server.request(
        '/v1/?chainId=31337&projectId=p',
        post([getLogs(1, '0x0', 'latest'), getLogs(2, 'earliest', '0x0'), getLogs(3, 'latest'), getLogs(4, '0x0', '0x1')]),
      )
      const body = await json(response)
      expect(body[0].error).toEqual({ code: -32005, message: 'Log queries span at most 1 blocks: narrow fromBlock and toBlock' })
      expect(body[1].result).toEqual(expect.any(Array))
      expect(body[2].result).toEqual(expect.any(Array))
      expect(body[3].error.code).toBe(-32005)
      // The head was asked once; only the two narrow queries were forwarded.
      const forwarded = sent.flatMap((request) => (Array.isArray(request) ? request : [request])) as { method: string; id: number }[]
      expect(forwarded.filter((request) => request.method === 'eth_getLogs').map((request) => request.id)).toEqual([2, 3])
    })

    it('refuses log filters it cannot read strictly with -32602 before forwarding (issue 27), and forwards the valid ones', async () => {
      await createProject(database.get().db, { name: 'P', id: 'p' })
      const { server, sent } = recorded()
      const head = await devnet.wallet(devnet.accounts()[0]!).getBlock({ blockTag: 'latest' })
      const request = (id: number, method: string, filter: unknown) => ({ jsonrpc: '2.0', id, method, params: [filter] })
      const invalid = [
        request(1, 'eth_getLogs', { blockHash: null }),
        request(2, 'eth_getLogs', { fromBlock: '0X0', toBlock: '0XFFFFFF' }),
        request(3, 'eth_getLogs', { fromBlock: '0x0', toBlock: '0X0' }),
        request(4, 'eth_getLogs', { fromBlock: '0x00', toBlock: '0x01' }),
        request(5, 'eth_newFilter', { blockHash: null }),
        request(6, 'eth_newFilter', { fromBlock: '0X0' }),
        request(7, 'eth_getLogs', { blockHash: '0x1234' }),
        request(8, 'eth_getLogs', { blockHash: head.hash, fromBlock: '0x0' }),
        request(9, 'eth_getLogs', { fromBlock: null }),
        request(10, 'eth_getLogs', { fromBlock: 0 }),
        { jsonrpc: '2.0', id: 11, method: 'eth_getLogs', params: [] },
        request(12, 'eth_getLogs', { fromBlock: '0xA' }),
      ]
      const valid = [
        request(21, 'eth_getLogs', { blockHash: head.hash }),
        request(22, 'eth_getLogs', { fromBlock: '0x0', toBlock: '0x1' }),
        request(23, 'eth_getLogs', { fromBlock: 'earliest', toBlock: '0x0' }),
        request(24, 'eth_getLogs', { fromBlock: 'latest' }),
        request(25, 'eth_getLogs', {}),
        request(26, 'eth_newFilter', { fromBlock: 'safe', toBlock: 'finalized' }),
      ]
      const body = await json(await server.request('/v1/?chainId=31337&projectId=p', post([...invalid, ...valid])))
      for (const answer of body.slice(0, invalid.length)) expect(answer.error, `id ${answer.id}`).toMatchObject({ code: -32602 })
      for (const answer of body.slice(invalid.length)) expect(answer.error, `id ${answer.id}`).toBeUndefined()
      const forwarded = sent.flatMap((item) => (Array.isArray(item) ? item : [item])) as { id: number }[]
      expect(forwarded.map((item) => item.id).sort((a, b) => a - b)).toEqual(valid.map((item) => item.id))
    })

    it('charges one unit per JSON-RPC request: batches drain the rpc budget, then 429', async () => {
      await createProject(database.get().db, { name: 'P', id: 'p' })
      const { server } = recorded({ rateLimits: { rpc: { limit: 25, windowMs: 60_000 } } })
      const batch = (n: number) => post(Array.from({ length: n }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })))
      expect((await server.request('/v1/?chainId=31337&projectId=p', batch(10))).status).toBe(200)
      expect((await server.request('/v1/?chainId=31337&projectId=p', batch(10))).status).toBe(200)
      const limited = await server.request('/v1/?chainId=31337&projectId=p', batch(10))
      expect(limited.status).toBe(429)
      expect((await json(limited)).error.code).toBe('rate_limited')
    })
  })
})
