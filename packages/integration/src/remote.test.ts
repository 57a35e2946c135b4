import { createProject, type RunningServer, startServer } from '@portico/server'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage, createPortico, networkImageUrl, type PorticoOptions } from '@portico/core'
import { DEFAULT_FEATURES } from '@portico/core/internal'
import { testAdapter, testMainnet } from '../../core/src/testing/testAdapter'

// The kit against a real Portico server (SQLite in a temp folder). The adapter is a minimal
// implementation of our own Adapter interface: these tests are about the server side of the kit.
let server: RunningServer
let dir: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-kit-remote-'))
  server = await startServer({ port: 0, sqlitePath: join(dir, 'db.sqlite') })
  await createProject(server.db, { id: 'plain', name: 'Plain' })
  await createProject(server.db, { id: 'swaps', name: 'Swaps', features: { swaps: true, email: true, socials: ['google', 'github'] } })
  await createProject(server.db, { id: 'guarded', name: 'Guarded', allowedOrigins: ['https://app.example'], features: { email: true } })
  await createProject(server.db, { id: 'multi', name: 'Multi', features: { multiWallet: true } })
  await createProject(server.db, { id: 'pay', name: 'Pay', features: { pay: true, email: true, socials: ['google'] } })
})
afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const kit = (options: Partial<PorticoOptions> = {}, adapter = testAdapter()) =>
  createPortico({ adapters: [adapter], storage: createMemoryStorage(), serverUrl: server.url, ...options })

describe('remote config', () => {
  it('agrees with the server on the defaults of a new project', async () => {
    const portico = kit({ projectId: 'plain' })
    const local = portico.stores.features.getState().features
    await portico.syncRemote()
    expect(portico.stores.features.getState()).toMatchObject({ source: 'remote', status: 'ready' })
    expect(portico.stores.features.getState().features).toEqual(local)
    expect(local).toEqual(DEFAULT_FEATURES)
  })

  it('puts the project’s features in effect and warns about the local options it overrides', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const portico = kit({ projectId: 'swaps', features: { swaps: false, activity: true } })
    expect(portico.stores.features.getState()).toMatchObject({ source: 'local', status: 'idle', features: { swaps: false } })
    await portico.syncRemote()
    expect(portico.stores.features.getState()).toMatchObject({
      source: 'remote',
      status: 'ready',
      features: { swaps: true, email: true, socials: ['google', 'github'] },
    })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/local configuration for "swaps" was ignored/)
  })

  it('forces e-mail and socials off when the project’s pay feature is on', async () => {
    const portico = kit({ projectId: 'pay' })
    await portico.syncRemote().catch(() => undefined)
    expect(portico.stores.features.getState()).toMatchObject({ source: 'remote', features: { pay: true, email: false, socials: false } })
  })

  it('lets the project’s pay feature override the local one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const portico = kit({ projectId: 'swaps', features: { pay: true } })
    expect(portico.stores.features.getState().features).toMatchObject({ pay: true, email: false, socials: false })
    await portico.syncRemote().catch(() => undefined)
    expect(portico.stores.features.getState().features).toMatchObject({ pay: false, email: true, socials: ['google', 'github'], swaps: true })
  })

  it('makes no call in basic mode, and turns every remote feature off', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const portico = kit({ projectId: 'swaps', basic: true })
    expect(portico.hasServer).toBe(false)
    expect(Object.values(portico.stores.features.getState().features).every((v) => v === false)).toBe(true)
    await portico.fetchConnectWallets()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('shows "project id not configured" once for an unknown project, and keeps the local features', async () => {
    const portico = kit({ projectId: 'nope', features: { onramp: true } })
    await portico.syncRemote()
    expect(portico.stores.features.getState()).toMatchObject({ status: 'error', source: 'local', features: { onramp: true } })
    expect(portico.stores.alerts.getState().alerts.map((a) => a.code)).toEqual(['project_id_not_configured'])
  })

  it('keeps working with the server unreachable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const portico = kit({ projectId: 'plain', serverUrl: 'http://127.0.0.1:1' })
    await portico.syncRemote()
    expect(portico.stores.features.getState().status).toBe('error')
    expect(portico.stores.alerts.getState().alerts).toEqual([])
  })

  it('learns which of the app’s networks the server has a logo for (a devnet it has none for stays without)', async () => {
    const devnet = { ...testMainnet, id: 31337, caipNetworkId: 'eip155:31337' as const, name: 'Devnet' }
    const portico = kit({ projectId: 'plain', networks: [testMainnet, devnet] })
    expect(portico.stores.network.getState().images).toEqual({})
    await portico.syncRemote()
    const { images } = portico.stores.network.getState()
    expect(images).toEqual({ 'eip155:1': `${server.url}/v1/network-images/eip155-1.svg` })
    expect(networkImageUrl(testMainnet, images)).toBe(images['eip155:1'])
    expect(networkImageUrl(devnet, images)).toBeUndefined()
    expect((await fetch(images['eip155:1']!)).status).toBe(200)
  })

  it('learns the social marks the server has, one image per theme, each answering', async () => {
    const portico = kit({ projectId: 'swaps' })
    expect(portico.stores.features.getState().socialImages).toBeUndefined()
    await portico.syncRemote()
    const { socialImages } = portico.stores.features.getState()
    expect(Object.keys(socialImages ?? {})).toEqual(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
    expect(socialImages?.['apple']).toEqual({ light: `${server.url}/v1/social-images/apple-light.svg`, dark: `${server.url}/v1/social-images/apple-dark.svg` })
    const answer = await fetch(socialImages!['apple']!.dark)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/svg+xml')
  })
})

describe('allowed origins', () => {
  it('alerts unverified_domain when the page’s origin is not on the list (checked because e-mail is on)', async () => {
    vi.stubGlobal('location', { origin: 'https://other.example', href: 'https://other.example/', hostname: 'other.example' })
    const portico = kit({ projectId: 'guarded' })
    await portico.syncRemote()
    const [alert] = portico.stores.alerts.getState().alerts
    expect(alert).toMatchObject({ code: 'unverified_domain', title: 'Invalid App Configuration' })
    expect(alert?.message).toContain('https://other.example')
  })

  it('passes quietly on an allowed origin', async () => {
    vi.stubGlobal('location', { origin: 'https://app.example', href: 'https://app.example/', hostname: 'app.example' })
    const portico = kit({ projectId: 'guarded' })
    await portico.syncRemote()
    expect(portico.stores.alerts.getState().alerts).toEqual([])
  })
})

describe('multi-wallet', () => {
  it('shows an info alert and returns empty when the project has not enabled it', async () => {
    const portico = kit({ projectId: 'plain' }, testAdapter(['io.metamask']))
    await Promise.all([portico.ready, portico.syncRemote()])
    expect(await portico.getConnections()).toEqual([])
    expect(await portico.switchConnection({ connectorId: 'io.metamask' })).toBeUndefined()
    expect(portico.stores.alerts.getState().alerts.map((a) => [a.variant, a.title])).toEqual([
      ['info', 'Multi-Wallet Not Enabled'],
      ['info', 'Multi-Wallet Not Enabled'],
    ])
  })

  it('lists and switches connections when enabled', async () => {
    const portico = kit({ projectId: 'multi' }, testAdapter(['io.metamask', 'dev.portico.testwallet']))
    await Promise.all([portico.ready, portico.syncRemote()])
    expect((await portico.getConnections()).map((c) => c.connectorId).sort()).toEqual(['dev.portico.testwallet', 'io.metamask'])
    await portico.switchConnection({ connectorId: 'io.metamask' })
    expect(portico.getAccount().connectorId).toBe('io.metamask')
    expect(portico.stores.alerts.getState().alerts).toEqual([])
  })
})

describe('wallet registry', () => {
  it('recommends the top 4 wallets not installed here', async () => {
    const portico = kit({ projectId: 'plain' })
    await portico.fetchConnectWallets()
    const { recommended, connectStatus } = portico.stores.wallets.getState()
    expect(connectStatus).toBe('ready')
    expect(recommended.map((w) => w.id)).toEqual(['coinbase-wallet', 'trust-wallet', 'rainbow', 'phantom'])
    expect(recommended[0]?.imageUrl).toBe(`${server.url}/v1/wallet-images/coinbase-wallet.svg`)
  })

  it('puts featured wallets in the app’s order and leaves them out of the recommended ones', async () => {
    const portico = kit({ projectId: 'plain', featuredWalletIds: ['zerion', 'rainbow'] })
    await portico.fetchConnectWallets()
    const { featured, recommended } = portico.stores.wallets.getState()
    expect(featured.map((w) => w.id)).toEqual(['zerion', 'rainbow'])
    expect(recommended.map((w) => w.id)).not.toContain('rainbow')
  })

  it('pages the list 40 at a time, with the installed wallets’ entries', async () => {
    const portico = kit({ projectId: 'plain' })
    await portico.fetchNextWalletsPage()
    let state = portico.stores.wallets.getState()
    expect(state.all).toHaveLength(40)
    expect(state.page).toBe(1)
    expect(state.count).toBeGreaterThanOrEqual(150)
    expect(state.installed.map((w) => w.id)).toEqual(['metamask'])
    await portico.fetchNextWalletsPage()
    state = portico.stores.wallets.getState()
    expect(state.all).toHaveLength(80)
    expect(new Set(state.all.map((w) => w.id)).size).toBe(80)
  })

  it('honours include and exclude', async () => {
    const included = kit({ projectId: 'plain', includeWalletIds: ['rainbow', 'zerion', 'metamask'] })
    await included.fetchNextWalletsPage()
    expect(included.stores.wallets.getState().all.map((w) => w.id)).toEqual(['metamask', 'rainbow', 'zerion'])
    const excluded = kit({ projectId: 'plain', excludeWalletIds: ['coinbase-wallet'] })
    await excluded.fetchConnectWallets()
    expect(excluded.stores.wallets.getState().recommended.map((w) => w.id)).not.toContain('coinbase-wallet')
  })

  it('searches, drops answers to stale queries, and clears on an empty query', async () => {
    const portico = kit({ projectId: 'plain' })
    const stale = portico.searchWallets({ query: 'meta' })
    const current = portico.searchWallets({ query: 'rainbow' })
    await Promise.all([stale, current])
    expect(portico.stores.wallets.getState().search).toMatchObject({ query: 'rainbow', status: 'ready' })
    expect(portico.stores.wallets.getState().search.results.map((w) => w.id)).toEqual(['rainbow'])
    await portico.searchWallets({ query: '  ' })
    expect(portico.stores.wallets.getState().search).toEqual({ query: '', results: [], count: 0, status: 'idle' })
  })

  it('marks the list failed when the server is down', async () => {
    const portico = kit({ projectId: 'plain', serverUrl: 'http://127.0.0.1:1' })
    await portico.fetchNextWalletsPage()
    expect(portico.stores.wallets.getState().allStatus).toBe('error')
  })
})
