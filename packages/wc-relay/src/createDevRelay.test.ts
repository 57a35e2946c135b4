import { SignClient } from '@walletconnect/sign-client'
import { WalletKit } from '@reown/walletkit'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { WebSocket } from 'ws'
import { createDevRelay } from './createDevRelay.ts'
import { createLocalCore } from './createLocalCore.ts'
import type { DevRelay } from './types.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const metadata = (name: string) => ({ name, description: name, url: 'http://127.0.0.1', icons: [] })

let relay: DevRelay
const methods: string[] = []
const outbound: string[] = []
const realFetch = globalThis.fetch

beforeAll(async () => {
  relay = await createDevRelay({ onRequest: (req) => methods.push(req.method) })
  // Every HTTP request a client makes is recorded: none may leave 127.0.0.1.
  globalThis.fetch = vi.fn(async (input: any, init?: any) => {
    outbound.push(String(input instanceof Request ? input.url : input))
    return realFetch(input, init)
  }) as typeof fetch
})
afterAll(async () => {
  globalThis.fetch = realFetch
  await relay.close()
})

async function clients(prefix: string) {
  const dapp = await SignClient.init({
    core: createLocalCore({ relayUrl: relay.url, customStoragePrefix: `${prefix}-dapp` }),
    metadata: metadata('dapp'),
  })
  const core = createLocalCore({ relayUrl: relay.url, customStoragePrefix: `${prefix}-wallet` })
  const wallet = await WalletKit.init({ core, metadata: metadata('wallet') })
  return { dapp, wallet }
}

async function connect(dapp: InstanceType<typeof SignClient>, wallet: Awaited<ReturnType<typeof WalletKit.init>>) {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] },
    },
  })
  wallet.on('session_proposal', async ({ id, params }) => {
    await wallet.approveSession({
      id,
      namespaces: buildApprovedNamespaces({
        proposal: params,
        supportedNamespaces: {
          eip155: {
            chains: ['eip155:31337'],
            methods: ['personal_sign'],
            events: ['accountsChanged', 'chainChanged'],
            accounts: [`eip155:31337:${address}`],
          },
        },
      }),
    })
  })
  await wallet.pair({ uri: uri! })
  return approval()
}

describe('development relay with real WalletConnect clients', () => {
  test('a dapp and a wallet pair, settle a session and exchange a request', async () => {
    const { dapp, wallet } = await clients('t1')
    const session = await connect(dapp, wallet)
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`])

    wallet.on('session_request', async ({ id, topic, params }) => {
      expect(params.request.method).toBe('personal_sign')
      await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result: '0xsigned' } })
    })
    const result = await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', address] },
    })
    expect(result).toBe('0xsigned')

    const deleted = new Promise((resolve) => dapp.on('session_delete', resolve))
    await wallet.disconnectSession({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })
    await deleted
    expect(methods).toEqual(expect.arrayContaining(['irn_subscribe', 'irn_publish', 'wc_proposeSession', 'wc_approveSession']))
    expect(outbound.filter((url) => !new URL(url).hostname.startsWith('127.0.0.1'))).toEqual([])
  })

  test('rejection reaches the dapp', async () => {
    const { dapp, wallet } = await clients('t2')
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } },
    })
    wallet.on('session_proposal', ({ id }) =>
      void wallet.rejectSession({ id, reason: { code: 5000, message: 'User rejected.' } }),
    )
    await wallet.pair({ uri: uri! })
    await expect(approval()).rejects.toMatchObject({ code: 5000 })
  })
})

describe('relay protocol', () => {
  let a: WebSocket
  let b: WebSocket
  const inbox = new Map<WebSocket, any[]>()
  const open = (key: string) =>
    new Promise<WebSocket>((resolve) => {
      const payload = Buffer.from(JSON.stringify({ iss: key })).toString('base64url')
      const ws = new WebSocket(`${relay.url}/?auth=e30.${payload}.x&projectId=p`)
      inbox.set(ws, [])
      ws.on('message', (m) => inbox.get(ws)!.push(JSON.parse(m.toString())))
      ws.on('open', () => resolve(ws))
    })
  let id = 0
  const call = async (ws: WebSocket, method: string, params: object) => {
    const reqId = ++id
    ws.send(JSON.stringify({ id: reqId, jsonrpc: '2.0', method, params }))
    await vi.waitFor(() => expect(inbox.get(ws)!.some((m) => m.id === reqId)).toBe(true))
    return inbox.get(ws)!.find((m) => m.id === reqId)
  }
  const pushes = (ws: WebSocket) => inbox.get(ws)!.filter((m) => m.method === 'irn_subscription')

  beforeEach(async () => {
    a = await open(`did:key:a${Math.random()}`)
    b = await open(`did:key:b${Math.random()}`)
  })
  afterEach(() => {
    a.close()
    b.close()
  })

  test('stores a message until a subscriber arrives, never echoes it to the publisher', async () => {
    await call(a, 'irn_subscribe', { topic: 'T1' })
    await call(a, 'irn_publish', { topic: 'T1', message: 'hello', ttl: 300, tag: 1 })
    const sub = await call(b, 'irn_subscribe', { topic: 'T1' })
    expect(sub.result).toMatch(/^[0-9a-f]{64}$/)
    await vi.waitFor(() => expect(pushes(b)).toHaveLength(1))
    expect(pushes(b)[0].params).toMatchObject({ id: sub.result, data: { topic: 'T1', message: 'hello', tag: 1 } })
    expect(pushes(a)).toHaveLength(0)
  })

  test('batch subscribe and fetch return stored messages once', async () => {
    await call(a, 'irn_publish', { topic: 'T2', message: 'm2', ttl: 300, tag: 1 })
    await call(a, 'irn_publish', { topic: 'T3', message: 'm3', ttl: 300, tag: 1 })
    const fetched = await call(b, 'irn_batchFetchMessages', { topics: ['T2', 'T3'] })
    expect(fetched.result.messages.map((m: any) => m.message)).toEqual(['m2', 'm3'])
    const subs = await call(b, 'irn_batchSubscribe', { topics: ['T2', 'T3'] })
    expect(subs.result).toHaveLength(2)
    expect(pushes(b)).toHaveLength(0)
    await call(b, 'irn_unsubscribe', { topic: 'T2', id: subs.result[0] })
    await call(a, 'irn_publish', { topic: 'T2', message: 'late', ttl: 300, tag: 1 })
    await call(a, 'irn_publish', { topic: 'T3', message: 'live', ttl: 300, tag: 1 })
    await vi.waitFor(() => expect(pushes(b).map((p) => p.params.data.message)).toEqual(['live']))
  })

  test('a message published twice (a retried publish) reaches each subscriber once', async () => {
    await call(b, 'irn_subscribe', { topic: 'T4' })
    await call(a, 'irn_publish', { topic: 'T4', message: 'delete', ttl: 300, tag: 1 })
    await call(a, 'irn_publish', { topic: 'T4', message: 'delete', ttl: 300, tag: 1 })
    await call(a, 'irn_publish', { topic: 'T4', message: 'after', ttl: 300, tag: 1 })
    await vi.waitFor(() => expect(pushes(b).map((p) => p.params.data.message)).toEqual(['delete', 'after']))
  })

  test('an unknown method is a JSON-RPC error', async () => {
    const res = await call(a, 'irn_nope', {})
    expect(res.error.code).toBe(-32601)
  })
})
