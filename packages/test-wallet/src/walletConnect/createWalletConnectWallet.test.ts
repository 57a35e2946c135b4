import { type Devnet, startDevnet } from '@portico/devnet'
import { createDevRelay, createLocalCore, type DevRelay } from '@portico/wc-relay'
import { SignClient } from '@walletconnect/sign-client'
import { createPublicClient, http, type Hex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createWalletConnectWallet } from './createWalletConnectWallet.ts'
import type { WalletConnectWallet } from './types.ts'

let devnet: Devnet
let relay: DevRelay
const outbound: string[] = []
const realFetch = globalThis.fetch

beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([
    startDevnet({ chains: [{ chainId: 31337, port: 0 }, { chainId: 31338, port: 0 }] }),
    createDevRelay(),
  ])
  globalThis.fetch = vi.fn(async (input: any, init?: any) => {
    outbound.push(String(input instanceof Request ? input.url : input))
    return realFetch(input, init)
  }) as typeof fetch
}, 120_000)
afterAll(async () => {
  globalThis.fetch = realFetch
  await relay?.close()
  await devnet?.stop()
})

const chains = () => devnet.chains.map((c) => ({ id: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))
let wallet: WalletConnectWallet
afterEach(() => wallet?.close())

async function dappConnect(prefix: string) {
  const dapp = await SignClient.init({
    core: createLocalCore({ relayUrl: relay.url, customStoragePrefix: prefix }),
    metadata: { name: 'dapp', description: 'dapp', url: 'http://127.0.0.1', icons: [] },
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  })
  return { dapp, uri: uri!, approval }
}

describe('createWalletConnectWallet', () => {
  test('pairs, signs, sends on the devnet, switches chain, disconnects; nothing leaves 127.0.0.1', async () => {
    wallet = await createWalletConnectWallet({ relayUrl: relay.url, chains: chains() })
    const { dapp, uri, approval } = await dappConnect('dapp-1')
    await wallet.pair(uri)
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:31337:${wallet.address}`)
    expect(wallet.sessions).toEqual([session.topic])

    const signature = (await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', wallet.address] },
    })) as Hex
    expect(await verifyMessage({ address: wallet.address, message: { raw: '0x68656c6c6f' }, signature })).toBe(true)

    const to = '0x000000000000000000000000000000000000dEaD'
    const hash = (await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'eth_sendTransaction', params: [{ from: wallet.address, to, value: '0x1' }] },
    })) as Hex
    const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.to).toBe(to.toLowerCase())

    const events: Array<{ name: string; data: unknown; chainId: string }> = []
    dapp.on('session_event', ({ params }) => events.push({ ...params.event, chainId: params.chainId }))
    await wallet.switchChain(31338)
    await vi.waitFor(() => expect(events).toContainEqual({ name: 'chainChanged', data: 31338, chainId: 'eip155:31338' }))

    const deleted = new Promise((resolve) => dapp.on('session_delete', resolve))
    await wallet.disconnect()
    await deleted
    expect(wallet.sessions).toEqual([])
    expect(outbound.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([])
    await dapp.core.relayer.transportClose()
  })

  test('manual mode: the test rejects the session, then rejects a request with 4001', async () => {
    wallet = await createWalletConnectWallet({ relayUrl: relay.url, chains: chains(), mode: 'manual' })
    const first = await dappConnect('dapp-2')
    await wallet.pair(first.uri)
    expect((await wallet.waitForProposal()).proposer.name).toBe('dapp')
    await wallet.rejectSession()
    await expect(first.approval()).rejects.toMatchObject({ code: 5000 })

    const second = await dappConnect('dapp-3')
    await wallet.pair(second.uri)
    const topic = await wallet.approveSession()
    const session = await second.approval()
    expect(session.topic).toBe(topic)
    const pending = second.dapp.request({
      topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x01', wallet.address] },
    })
    await wallet.waitForRequest('personal_sign')
    await wallet.reject()
    await expect(pending).rejects.toMatchObject({ code: 4001 })
    await first.dapp.core.relayer.transportClose()
    await second.dapp.core.relayer.transportClose()
  })

  test('an account change reaches the dapp with the new address in the session', async () => {
    wallet = await createWalletConnectWallet({ relayUrl: relay.url, chains: chains() })
    const { dapp, uri, approval } = await dappConnect('dapp-4')
    await wallet.pair(uri)
    const session = await approval()
    const events: Array<{ name: string; data: unknown }> = []
    dapp.on('session_event', ({ params }) => events.push(params.event))
    await wallet.setAccount(1)
    await vi.waitFor(() => expect(events).toContainEqual({ name: 'accountsChanged', data: [wallet.address] }))
    await vi.waitFor(() =>
      expect(dapp.session.get(session.topic).namespaces.eip155?.accounts).toContain(`eip155:31337:${wallet.address}`),
    )
    await dapp.core.relayer.transportClose()
  })
})
