import { createProject, type RunningServer, startServer } from '@portico/server'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Adapter, createMemoryStorage, createPortico, NameSuggestionsError, RegisterNameFailedError, ResolveNameFailedError, UserRejectedRequestError } from '@portico/core'
import { parseNameRegistrationMessage } from '@portico/core/internal'
import { testEvmRules } from '../../core/src/testing/testChainRules'

// The kit's name actions against a real Portico server (SQLite in a temp folder). The adapter is a
// minimal implementation of our Adapter interface whose wallet signs with a real key (viem).
const keys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
] as const
const [alice, bob, carol, dave] = keys.map((key) => privateKeyToAccount(key)) as [PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount]

type Wallet = { rejectSign: boolean; signed: string[] }
function signingAdapter(account: PrivateKeyAccount, wallet: Wallet = { rejectSign: false, signed: [] }): Adapter {
  return {
    namespace: 'eip155',
    chain: testEvmRules,
    networks: [
      {
        id: 31337,
        caipNetworkId: 'eip155:31337',
        chainNamespace: 'eip155',
        name: 'Devnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
      },
    ],
    setup: () => () => undefined,
    getConnectors: () => [{ id: 'test', name: 'Test', type: 'injected', chainNamespace: 'eip155', installed: true }],
    connect: async () => ({ connectorId: 'test', accounts: [account.address], chainId: 31337 }),
    reconnect: async () => [],
    forgetConnections: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }),
    signMessage: async ({ message }) => {
      if (wallet.rejectSign) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      wallet.signed.push(message)
      return account.signMessage({ message })
    },
    sendTransaction: async () => '0x',
    waitForTransaction: async () => ({ status: 'success' }),
  }
}

let server: RunningServer
let dir: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-kit-names-'))
  // No RPC answers on port 1: EOA signatures are still checked (ECDSA recovery).
  server = await startServer({ port: 0, sqlitePath: join(dir, 'db.sqlite'), rpcUrls: { 31337: 'http://127.0.0.1:1' } })
  await createProject(server.db, { id: 'demo', name: 'Demo' })
})
afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

// The kit's background start (config, origins, analytics) may call the server at any time; the
// caches are judged by the name requests alone.
function nameRequests(fetchSpy: { mock: { calls: unknown[][] } }): number {
  return fetchSpy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/v1/names/')).length
}

async function kit(account: PrivateKeyAccount, wallet?: Wallet, serverUrl = server.url) {
  const portico = createPortico({ adapters: [signingAdapter(account, wallet)], storage: createMemoryStorage(), serverUrl, projectId: 'demo' })
  await portico.ready
  await portico.connect({ connectorId: 'test' })
  return portico
}

describe('names in the kit', () => {
  it('registers a name the wallet signs; the account and the name resolve at once', async () => {
    const wallet = { rejectSign: false, signed: [] as string[] }
    const portico = await kit(alice, wallet)
    expect(await portico.lookupAccountName()).toBeUndefined()
    const record = await portico.registerName({ name: 'Alice-01' })
    expect(record).toMatchObject({ name: 'alice-01', coinType: 60, address: alice.address, chainId: 'eip155:31337' })
    expect(parseNameRegistrationMessage(wallet.signed[0]!)).toMatchObject({ name: 'alice-01', address: alice.address, coinType: 60, chainId: 'eip155:31337', projectId: 'demo' })

    // The identity cache was updated by the registration, not left at "no name" for 5 minutes.
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    expect(await portico.lookupAccountName()).toBe('alice-01')
    expect(nameRequests(fetchSpy)).toBe(0)

    // Another kit (another visitor) resolves it through the server, in either case.
    const other = await kit(bob)
    expect(await other.resolveName('ALICE-01')).toMatchObject({ address: alice.address })
    expect(await other.lookupAccountName({ address: alice.address })).toBe('alice-01')
    expect(await other.resolveName('nobody-here')).toBeUndefined()
    expect(await other.resolveName('no')).toBeUndefined() // not a valid name: nothing to ask
  })

  it('registers a name with an avatar: the identity (name and avatar) is known at once, and to others through the server', async () => {
    const wallet = { rejectSign: false, signed: [] as string[] }
    const portico = await kit(dave, wallet)
    const avatar = 'https://images.example/dave.png'
    const refused = await portico.registerName({ name: 'dave-pic', avatar: 'javascript:alert(1)' }).catch((caught: unknown) => caught)
    expect((refused as RegisterNameFailedError).reason).toBe('invalid_avatar')
    expect(wallet.signed).toEqual([])
    expect(await portico.registerName({ name: 'dave-pic', avatar })).toMatchObject({ name: 'dave-pic', avatar })
    expect(parseNameRegistrationMessage(wallet.signed[0]!)).toMatchObject({ name: 'dave-pic', avatar })
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    expect(await portico.lookupAccountIdentity()).toEqual({ name: 'dave-pic', avatar })
    expect(nameRequests(fetchSpy)).toBe(0)
    // Views follow the account store: the new identity is there for them at once.
    expect(portico.stores.account.getState().identities[dave.address.toLowerCase()]).toEqual({ name: 'dave-pic', avatar })
    const other = await kit(bob)
    expect(await other.lookupAccountIdentity({ address: dave.address })).toEqual({ name: 'dave-pic', avatar })
    expect(await other.lookupAccountIdentity({ address: carol.address })).toBeUndefined()
  })

  it('keeps identities 5 minutes (spec §9’s identity cache): the avatar too', async () => {
    const portico = await kit(bob)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    vi.useFakeTimers({ toFake: ['Date'] })
    expect((await portico.lookupAccountIdentity({ address: dave.address }))?.avatar).toBe('https://images.example/dave.png')
    expect(nameRequests(fetchSpy)).toBe(1)
    vi.advanceTimersByTime(299_000)
    expect((await portico.lookupAccountIdentity({ address: dave.address }))?.avatar).toBe('https://images.example/dave.png')
    expect(nameRequests(fetchSpy)).toBe(1)
    vi.advanceTimersByTime(1_000)
    await portico.lookupAccountIdentity({ address: dave.address })
    expect(nameRequests(fetchSpy)).toBe(2)
  })

  it('keeps lookups 5 minutes (spec §9), misses included', async () => {
    const portico = await kit(carol)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    vi.useFakeTimers({ toFake: ['Date'] })
    expect(await portico.resolveName('cached-miss')).toBeUndefined()
    expect(await portico.lookupAccountName()).toBeUndefined()
    expect(nameRequests(fetchSpy)).toBe(2)
    vi.advanceTimersByTime(299_000)
    expect(await portico.resolveName('cached-miss')).toBeUndefined()
    expect(await portico.lookupAccountName()).toBeUndefined()
    expect(nameRequests(fetchSpy)).toBe(2)
    vi.advanceTimersByTime(1_000)
    await portico.resolveName('cached-miss')
    await portico.lookupAccountName()
    expect(nameRequests(fetchSpy)).toBe(4)
  })

  it("a taken name: 'Error registering name' with the server's reason and suggestions", async () => {
    // alice-01 is Alice's (first test).
    const portico = await kit(bob)
    expect(await portico.fetchNameSuggestions('Alice-01')).toEqual({
      name: 'alice-01',
      available: false,
      suggestions: ['alice-011', 'alice-012', 'alice-013', 'alice-01-1', 'alice-01-2'],
    })
    const error = await portico.registerName({ name: 'alice-01' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RegisterNameFailedError)
    expect((error as RegisterNameFailedError).shortMessage).toBe('Error registering name')
    expect((error as RegisterNameFailedError).reason).toBe('name_taken')
    expect((error as RegisterNameFailedError).suggestions).toEqual(['alice-011', 'alice-012', 'alice-013', 'alice-01-1', 'alice-01-2'])
  })

  it('refuses an invalid name before asking the wallet, and passes the wallet’s refusal on', async () => {
    const wallet = { rejectSign: false, signed: [] as string[] }
    const portico = await kit(carol, wallet)
    const invalid = await portico.registerName({ name: 'ab_c' }).catch((caught: unknown) => caught)
    expect(invalid).toBeInstanceOf(RegisterNameFailedError)
    expect((invalid as RegisterNameFailedError).reason).toBe('invalid_name')
    expect(wallet.signed).toEqual([])
    wallet.rejectSign = true
    await expect(portico.registerName({ name: 'carol' })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it("says 'Error resolving name' and 'Error fetching name suggestions' when the server fails", async () => {
    const portico = await kit(carol, undefined, 'http://127.0.0.1:1')
    const resolve = await portico.resolveName('someone').catch((caught: unknown) => caught)
    expect(resolve).toBeInstanceOf(ResolveNameFailedError)
    expect((resolve as ResolveNameFailedError).shortMessage).toBe('Error resolving name')
    await expect(portico.lookupAccountName()).rejects.toThrow('Error resolving name')
    const suggestions = await portico.fetchNameSuggestions('someone').catch((caught: unknown) => caught)
    expect(suggestions).toBeInstanceOf(NameSuggestionsError)
    expect((suggestions as NameSuggestionsError).shortMessage).toBe('Error fetching name suggestions')
    await expect(portico.registerName({ name: 'someone' })).rejects.toThrow('Error registering name')
  })
})
