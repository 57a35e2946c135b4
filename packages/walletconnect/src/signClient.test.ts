// Interop: our dapp-side client against the official Apache-2.0 wallet SDK (@reown/walletkit 1.2.10, through
// @portico/test-wallet) over the development relay, with a devnet for the transactions.
import { type Devnet, startDevnet } from '@portico/devnet'
import { createWalletConnectWallet, type WalletConnectWallet } from '@portico/test-wallet/walletConnect'
import { createDevRelay, type DevRelay } from '@portico/wc-relay'
import { createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { ProposalRejectedError, SessionNotFoundError, SessionRequestError } from './errors.ts'
import { createProvider } from './provider.ts'
import { createSignClient, type SignClient } from './signClient.ts'
import { memoryStorage } from './store.ts'
import type { StorageLike, WebSocketConstructor } from './types.ts'

let devnet: Devnet
let relay: DevRelay
const clients: SignClient[] = []
let wallet: WalletConnectWallet | undefined

beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([
    startDevnet({ chains: [{ chainId: 31337, port: 0 }, { chainId: 31338, port: 0 }] }),
    createDevRelay(),
  ])
}, 120_000)
afterAll(async () => {
  await relay?.close()
  await devnet?.stop()
})
afterEach(async () => {
  for (const c of clients.splice(0)) c.close()
  await wallet?.close()
  wallet = undefined
})

const chains = () => devnet.chains.map((c) => ({ id: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))
const metadata = { name: 'Portico dapp', description: 'interop test', url: 'http://127.0.0.1', icons: [] }
const eip155 = {
  chains: ['eip155:31337', 'eip155:31338'],
  methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
  events: ['accountsChanged', 'chainChanged'],
}

async function dapp(storage: StorageLike = memoryStorage(), WebSocketClass: WebSocketConstructor = WebSocket as unknown as WebSocketConstructor) {
  const client = await createSignClient({ projectId: 'test', relayUrl: relay.url, metadata, storage, WebSocket: WebSocketClass })
  clients.push(client)
  return client
}

async function pairWith(client: SignClient) {
  const connection = await client.connect({ optionalNamespaces: { eip155 } })
  expect(connection.uri).toMatch(/^wc:[0-9a-f]{64}@2\?relay-protocol=irn&symKey=[0-9a-f]{64}&expiryTimestamp=\d+$/)
  await wallet!.pair(connection.uri)
  return connection.approval()
}

describe('createSignClient against @reown/walletkit', () => {
  test('pairs, signs, sends on the devnet, follows chainChanged and a wallet-side disconnect', async () => {
    wallet = await createWalletConnectWallet({ relayUrl: relay.url, chains: chains() })
    const client = await dapp()
    const session = await pairWith(client)
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:31337:${wallet.address}`)
    expect(session.peer.metadata.name).toBe('Portico Test Wallet')
    expect(wallet.sessions).toEqual([session.topic])

    const provider = await createProvider(client)
    expect(provider.session?.topic).toBe(session.topic)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([wallet.address])

    const signature = await provider.request<Hex>({ method: 'personal_sign', params: ['0x68656c6c6f', wallet.address] })
    expect(await verifyMessage({ address: wallet.address, message: { raw: '0x68656c6c6f' }, signature })).toBe(true)

    const to = '0x000000000000000000000000000000000000dEaD'
    const hash = await provider.request<Hex>({ method: 'eth_sendTransaction', params: [{ from: wallet.address, to, value: '0x1' }] })
    const receipt = await createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) }).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.to).toBe(to.toLowerCase())

    const chainChanged: string[] = []
    provider.on('chainChanged', (chain) => chainChanged.push(chain))
    await wallet.switchChain(31338)
    await vi.waitFor(() => expect(chainChanged).toEqual(['0x7a6a']))
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')

    const disconnected = new Promise((resolve) => provider.on('disconnect', resolve))
    await wallet.disconnect()
    expect(await disconnected).toMatchObject({ code: 4900 })
    expect(client.sessions).toEqual([])
    expect(provider.session).toBeUndefined()
  })

  test('a reloaded dapp restores the session from its storage and keeps using it', async () => {
    wallet = await createWalletConnectWallet({ relayUrl: relay.url, chains: chains() })
    const storage = memoryStorage()
    const first = await dapp(storage)
    const session = await pairWith(first)
    first.close()

    const reloaded = await dapp(storage)
    expect(reloaded.sessions.map((s) => s.topic)).toEqual([session.topic])
    const provider = await createProvider(reloaded)
    const signature = await provider.request<Hex>({ method: 'personal_sign', params: ['0x01', wallet.address] })
    expect(await verifyMessage({ address: wallet.address, message: { raw: '0x01' }, signature })).toBe(true)

    // Events the wallet sends reach the reloaded client too.
    const accounts: string[][] = []
    provider.on('accountsChanged', (a) => accounts.push(a))
    await wallet.setAccount(1)
    await vi.waitFor(() => expect(accounts).toEqual([[wallet!.address]]))
  })

  test('a rejected proposal rejects approval with ProposalRejectedError (5000), a rejected request with 4001', async () => {
    wallet = await createWalletConnectWallet({ relayUrl: relay.url, chains: chains(), mode: 'manual' })
    const client = await dapp()
    const connection = await client.connect({ optionalNamespaces: { eip155 } })
    await wallet.pair(connection.uri)
    await wallet.rejectSession()
    const error = await connection.approval().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProposalRejectedError)
    expect(error).toMatchObject({ code: 5000, shortMessage: 'The wallet rejected the connection' })

    const second = await client.connect({ optionalNamespaces: { eip155 } })
    await wallet.pair(second.uri)
    await wallet.approveSession()
    const session = await second.approval()
    const pending = client.request({ topic: session.topic, chainId: 'eip155:31337', request: { method: 'personal_sign', params: ['0x01', wallet.address] } })
    await wallet.waitForRequest('personal_sign')
    await wallet.reject()
    const rejected = await pending.catch((e: unknown) => e)
    expect(rejected).toBeInstanceOf(SessionRequestError)
    expect(rejected).toMatchObject({ code: 4001 })
  })

  test('ping, extend and a dapp-side disconnect reach the wallet', async () => {
    wallet = await createWalletConnectWallet({ relayUrl: relay.url, chains: chains() })
    const client = await dapp()
    const session = await pairWith(client)
    await client.ping({ topic: session.topic })
    const expiry = await client.extend({ topic: session.topic })
    expect(expiry).toBeGreaterThanOrEqual(session.expiry)
    await client.disconnect({ topic: session.topic })
    expect(client.sessions).toEqual([])
    await vi.waitFor(() => expect(wallet!.sessions).toEqual([]))
    // The session is gone: a request on it is a typed rejection, not a throw.
    const gone = client.request({ topic: session.topic, chainId: 'eip155:31337', request: { method: 'eth_accounts' } })
    await expect(gone).rejects.toBeInstanceOf(SessionNotFoundError)
  })

  test('reconnects a dropped socket and re-subscribes: a wallet event sent meanwhile still arrives', async () => {
    const sockets: WebSocket[] = []
    const Tracked = class extends WebSocket {
      constructor(url: string) {
        super(url)
        sockets.push(this)
      }
    }
    wallet = await createWalletConnectWallet({ relayUrl: relay.url, chains: chains() })
    const client = await dapp(memoryStorage(), Tracked as unknown as WebSocketConstructor)
    const session = await pairWith(client)
    const provider = await createProvider(client)
    const chainChanged: string[] = []
    provider.on('chainChanged', (chain) => chainChanged.push(chain))
    sockets.at(-1)!.terminate()
    await wallet.switchChain(31338)
    await vi.waitFor(() => expect(chainChanged).toEqual(['0x7a6a']), { timeout: 10_000 })
    expect(sockets.length).toBeGreaterThan(1)
    const signature = await client.request<Hex>({ topic: session.topic, chainId: 'eip155:31338', request: { method: 'personal_sign', params: ['0x02', wallet.address] } })
    expect(await verifyMessage({ address: wallet.address, message: { raw: '0x02' }, signature })).toBe(true)
  })
})
