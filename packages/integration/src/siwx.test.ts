import { createProject, type RunningServer, startServer } from '@portico/server'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SiweMessage } from 'siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Adapter, type CaipNetwork, createMemoryStorage, createPortico, porticoServerSIWX, type SIWEConfig, type Storage } from '@portico/core'
import { formatCaip122Message } from '@portico/core/internal'
import { testEvmRules } from '../../core/src/testing/testChainRules'

// The kit's sign-in flow against a real Portico server (SQLite in a temp folder). The adapter is a
// minimal implementation of our Adapter interface whose wallet signs with a real key (viem).
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const devnet: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}
const here = { host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173' }

type Wallet = { connected: boolean; rejectSign: boolean; signed: string[] }
function walletAdapter(wallet: Wallet): Adapter {
  const data = () => ({ connectorId: 'test', accounts: [account.address], chainId: 31337 })
  return {
    namespace: 'eip155',
    chain: testEvmRules,
    networks: [devnet],
    setup: () => () => undefined,
    getConnectors: () => [{ id: 'test', name: 'Test', type: 'injected', chainNamespace: 'eip155', installed: true }],
    connect: async () => ((wallet.connected = true), data()),
    reconnect: async () => (wallet.connected ? [data()] : []),
    forgetConnections: async () => undefined,
    disconnect: async () => void (wallet.connected = false),
    switchNetwork: async () => undefined,
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }),
    signMessage: async ({ message }) => {
      if (wallet.rejectSign) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      wallet.signed.push(message)
      return account.signMessage({ message })
    },
    sendTransaction: async () => '0x',
    waitForTransaction: async () => ({ status: 'success' }),
  } as Adapter
}

let server: RunningServer
let dir: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-kit-siwx-'))
  // No RPC answers on port 1: an EOA's signature is still checked (ECDSA recovery).
  server = await startServer({ port: 0, sqlitePath: join(dir, 'db.sqlite'), rpcUrls: { 31337: 'http://127.0.0.1:1' } })
  await createProject(server.db, { id: 'demo', name: 'Demo', allowedOrigins: [here.origin] })
})
afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

function setup({ required = false, storage = createMemoryStorage(), wallet = { connected: false, rejectSign: false, signed: [] as string[] }, serverUrl = server.url } = {}) {
  // Node's fetch keeps no cookies: the bearer transport.
  const siwx = porticoServerSIWX({ serverUrl, projectId: 'demo', transport: 'bearer', required, storage, location: here, statement: 'Sign in to the demo.' })
  const portico = createPortico({ adapters: [walletAdapter(wallet)], storage, siwx })
  return { portico, wallet, storage }
}
const status = (portico: ReturnType<typeof createPortico>) => portico.stores.siwx.getState().status
const view = (portico: ReturnType<typeof createPortico>) => portico.stores.router.current().view

describe('sign-in flow (SIWX) of the kit', () => {
  it('after connect asks to sign; signing stores a session the server holds, closes the modal; reload keeps it; disconnect signs out', async () => {
    const storage: Storage = createMemoryStorage()
    const { portico, wallet } = setup({ storage })
    await portico.ready
    await portico.connect({ connectorId: 'test' })
    await vi.waitFor(() => expect(status(portico)).toBe('prompting'))
    expect(view(portico)).toBe('SIWXSignMessage')
    expect(portico.stores.modal.getState().open).toBe(true)

    const session = await portico.signIn()
    expect(status(portico)).toBe('signedIn')
    expect(portico.stores.modal.getState().open).toBe(false)
    expect(session.data).toMatchObject({ accountAddress: account.address, chainId: 'eip155:31337' })
    expect(session.expiresAt).toBeDefined()
    // The wallet signed EIP-4361 text for this page that the npm siwe parser reads back.
    const parsed = new SiweMessage(wallet.signed[0]!)
    expect(parsed).toMatchObject({ domain: here.host, uri: here.origin, address: account.address, chainId: 31337, statement: 'Sign in to the demo.' })

    // A new kit on the same storage (a reload): reconnects, finds the session, asks nothing.
    const reloaded = setup({ storage, wallet })
    await reloaded.portico.ready
    await vi.waitFor(() => expect(status(reloaded.portico)).toBe('signedIn'))
    expect(reloaded.portico.stores.modal.getState().open).toBe(false)
    expect(wallet.signed).toHaveLength(1)

    await reloaded.portico.disconnect()
    await vi.waitFor(() => expect(status(reloaded.portico)).toBe('idle'))
    // The status turns idle at once; the token goes once the server has ended the session.
    await vi.waitFor(() => expect(storage.getItem('portico.siwx.token.demo')).toBeNull(), { timeout: 10_000 })
    // And the server ended it: a third kit finds no session and asks again.
    const third = setup({ storage, wallet: { ...wallet, connected: true } })
    await vi.waitFor(() => expect(status(third.portico)).toBe('prompting'))
  })

  it('required: cancelling disconnects', async () => {
    const { portico } = setup({ required: true })
    await portico.connect({ connectorId: 'test' })
    await vi.waitFor(() => expect(status(portico)).toBe('prompting'))
    await portico.cancelSignIn()
    expect(portico.getAccount().status).toBe('disconnected')
  })

  it('optional: closing the modal keeps the wallet connected without a session, and it is not asked again', async () => {
    const { portico } = setup()
    await portico.connect({ connectorId: 'test' })
    await vi.waitFor(() => expect(status(portico)).toBe('prompting'))
    portico.close()
    await vi.waitFor(() => expect(status(portico)).toBe('idle'))
    expect(portico.getAccount().status).toBe('connected')
    expect(portico.stores.siwx.getState().session).toBeUndefined()
    await portico.switchNetwork({ caipNetworkId: 'eip155:31337' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(status(portico)).toBe('idle')
  })

  it('optional: a declined sign-in is not asked again after a reload, only when the visitor connects again', async () => {
    const storage: Storage = createMemoryStorage()
    const { portico, wallet } = setup({ storage })
    await portico.connect({ connectorId: 'test' })
    await vi.waitFor(() => expect(status(portico)).toBe('prompting'))
    await portico.cancelSignIn()
    // A reload: the kit reconnects the same account and does not ask again.
    const reloaded = setup({ storage, wallet })
    await reloaded.portico.ready
    await vi.waitFor(() => expect(reloaded.portico.getAccount().status).toBe('connected'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(status(reloaded.portico)).toBe('idle')
    expect(view(reloaded.portico)).not.toBe('SIWXSignMessage')
    // Connecting again asks again.
    await reloaded.portico.disconnect()
    await reloaded.portico.connect({ connectorId: 'test' })
    await vi.waitFor(() => expect(status(reloaded.portico)).toBe('prompting'))
  })

  it("toasts 'Error signing message' when the wallet declines, and stays on the view", async () => {
    const { portico, wallet } = setup()
    await portico.connect({ connectorId: 'test' })
    await vi.waitFor(() => expect(status(portico)).toBe('prompting'))
    wallet.rejectSign = true
    await expect(portico.signIn()).rejects.toThrow('Error signing message')
    expect(portico.stores.alerts.getState().alerts).toMatchObject([{ variant: 'error', title: 'Error signing message', code: 'siwx_sign_failed' }])
    expect(status(portico)).toBe('prompting')
    expect(view(portico)).toBe('SIWXSignMessage')
  })

  it("toasts 'A problem occurred while trying initialize authentication' when no nonce comes", async () => {
    const { portico } = setup({ serverUrl: 'http://127.0.0.1:1' })
    await portico.connect({ connectorId: 'test' })
    await vi.waitFor(() => expect(status(portico)).toBe('prompting'))
    await expect(portico.signIn()).rejects.toThrow('A problem occurred while trying initialize authentication')
    expect(portico.stores.alerts.getState().alerts[0]).toMatchObject({ title: 'A problem occurred while trying initialize authentication', code: 'siwx_init_failed' })
  })
})

describe('account change during a sign-in', () => {
  it('the session is for the signed account; the new account is asked next', async () => {
    const wallet = { connected: false, rejectSign: false, signed: [] as string[] }
    const adapter = walletAdapter(wallet)
    let events: Parameters<Adapter['setup']>[0] | undefined
    let release: (() => void) | undefined
    const sign = adapter.signMessage
    const paused: Adapter = {
      ...adapter,
      setup: (e) => ((events = e), () => undefined),
      signMessage: async (parameters) => {
        await new Promise<void>((resolve) => (release = resolve))
        return sign(parameters)
      },
    }
    const siwx = porticoServerSIWX({ serverUrl: server.url, projectId: 'demo', transport: 'bearer', storage: createMemoryStorage(), location: here })
    const portico = createPortico({ adapters: [paused], storage: createMemoryStorage(), siwx })
    await portico.connect({ connectorId: 'test' })
    await vi.waitFor(() => expect(status(portico)).toBe('prompting'))
    const signing = portico.signIn()
    await vi.waitFor(() => expect(release).toBeDefined())
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    events!.connectionChanged({ connectorId: 'test', accounts: [other], chainId: 31337 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    // The check of the new account waits for the sign-in under way.
    expect(status(portico)).toBe('signing')
    release!()
    const session = await signing
    expect(session.data.accountAddress).toBe(account.address)
    await vi.waitFor(() => expect(status(portico)).toBe('prompting'))
    expect(view(portico)).toBe('SIWXSignMessage')
    expect(portico.getAccount().address).toBe(other)
  })
})

describe('legacy siweConfig', () => {
  function siweConfig() {
    const calls: string[] = []
    let session: { address: string; chainId: number } | null = null
    const config: SIWEConfig = {
      getNonce: async () => (calls.push('getNonce'), 'abcdef0123456789'),
      getMessageParams: async () => ({ domain: here.host, uri: here.origin, statement: 'Legacy sign-in.' }),
      createMessage: (args) => {
        calls.push(`createMessage ${args.address} ${args.chainId}`)
        return formatCaip122Message({
          accountAddress: args.address.split(':')[2]!,
          chainId: `eip155:${args.chainId}`,
          domain: args.domain,
          uri: args.uri,
          version: args.version,
          nonce: args.nonce,
          statement: args.statement,
          issuedAt: args.iat,
        }, testEvmRules.signIn!)
      },
      verifyMessage: async ({ message, signature }) => {
        calls.push('verifyMessage')
        const result = await new SiweMessage(message).verify({ signature }, { suppressExceptions: true })
        if (result.success) session = { address: result.data.address, chainId: result.data.chainId }
        return result.success
      },
      getSession: async () => session,
      signOut: async () => ((session = null), calls.push('signOut'), true),
    }
    return { config, calls }
  }

  it('drives the same flow through the app’s functions; required by default', async () => {
    const { config, calls } = siweConfig()
    const wallet = { connected: false, rejectSign: false, signed: [] as string[] }
    const portico = createPortico({ adapters: [walletAdapter(wallet)], storage: createMemoryStorage(), siweConfig: config })
    expect(portico.stores.siwx.getState().required).toBe(true)
    await portico.connect({ connectorId: 'test' })
    await vi.waitFor(() => expect(status(portico)).toBe('prompting'))
    await portico.signIn()
    expect(status(portico)).toBe('signedIn')
    expect(calls).toEqual(['getNonce', `createMessage eip155:31337:${account.address} 31337`, 'verifyMessage'])
    expect(wallet.signed[0]).toContain('\nLegacy sign-in.\n')
    await portico.disconnect()
    await vi.waitFor(() => expect(calls).toContain('signOut'))
  })

  it('refuses both options at once', () => {
    const { config } = siweConfig()
    const siwx = porticoServerSIWX({ serverUrl: server.url, projectId: 'demo' })
    expect(() => createPortico({ adapters: [walletAdapter({ connected: false, rejectSign: false, signed: [] })], siwx, siweConfig: config })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
  })
})
