import { describe, expect, it } from 'vitest'
import { createProject, listProjects } from '../../projects/projects.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { fixtureIcon, fixtureWallets } from '../../testing/wallets.ts'
import { seedWallets } from '../../wallets/seedWallets.ts'
import type { WalletJson } from '../../wallets/types.ts'

type Page = { data: WalletJson[]; count: number }

describe.each(databaseKinds)('GET /getWallets (%s)', (kind) => {
  const { app, database } = useTestApp(kind)

  const setup = async (allowedOrigins: string[] = []) => {
    const { db } = database.get()
    await createProject(db, { name: 'P', id: 'p', allowedOrigins })
    await seedWallets(db, fixtureWallets(), { readIcon: fixtureIcon })
  }
  const get = async (query: string, init: RequestInit = {}, path = '/getWallets') => {
    const response = await app().request(`${path}?projectId=p${query ? `&${query}` : ''}`, init)
    return { response, body: (await json(response)) as Page & { error?: { code: string; details?: unknown } } }
  }
  const ids = (page: Page) => page.data.map((wallet) => wallet.id)
  const generic = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `generic-${String(from + i).padStart(3, '0')}`)

  it('answers 40 wallets per page in order, with the total count', async () => {
    await setup()
    const first = await get('')
    expect(first.response.status).toBe(200)
    expect(first.body.count).toBe(95)
    expect(ids(first.body)).toEqual(['metamask', 'phantom', 'percent-wallet', 'underscore-wallet', 'btc-only', ...generic(6, 40)])
    const second = await get('page=2')
    expect(ids(second.body)).toEqual(generic(41, 80))
    expect(second.body.count).toBe(95)
    const third = await get('page=3&entries=40')
    expect(ids(third.body)).toEqual(generic(81, 95))
    expect((await get('page=4')).body).toEqual({ data: [], count: 95 })
    expect(ids((await get('page=2&entries=10')).body)).toEqual(generic(11, 20))
  })

  it('answers the wallet JSON with an absolute image URL', async () => {
    await setup()
    const { body } = await get('include=metamask')
    expect(body.data).toEqual([
      {
        id: 'metamask',
        name: 'MetaMask',
        image_url: 'http://localhost/v1/wallet-images/metamask.svg',
        rdns: 'io.metamask',
        chains: ['eip155:1', 'eip155:137'],
        namespaces: ['eip155'],
        homepage: 'https://metamask.example',
        mobile_link: 'metamask://',
        desktop_link: null,
        webapp_link: null,
        app_store: 'https://apps.apple.com/app/metamask/id1438144202',
        play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
        chrome_store: 'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
        injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
        supports_wc: true,
        order: 1,
      },
    ])
    const phantom = await app({ publicUrl: 'https://api.portico.dev/' }).request('/v1/wallets?projectId=p&include=phantom')
    const [wallet] = ((await json(phantom)) as Page).data
    expect(wallet?.image_url).toBe('https://api.portico.dev/v1/wallet-images/phantom.svg')
    expect(wallet?.supports_wc).toBe(false)
  })

  it('is also served at /v1/wallets', async () => {
    await setup()
    const { response, body } = await get('entries=2', {}, '/v1/wallets')
    expect(response.status).toBe(200)
    expect(ids(body)).toEqual(['metamask', 'phantom'])
  })

  it('searches names case-insensitively', async () => {
    await setup()
    expect(ids((await get('search=META')).body)).toEqual(['metamask'])
    const generics = await get('search=generic%20wallet%2009')
    expect(ids(generics.body)).toEqual(generic(90, 95))
    expect(generics.body.count).toBe(6)
  })

  it('takes %, _ and SQL literally, and changes nothing', async () => {
    await setup()
    expect(ids((await get(`search=${encodeURIComponent('%')}`)).body)).toEqual(['percent-wallet'])
    expect(ids((await get(`search=${encodeURIComponent('100%')}`)).body)).toEqual(['percent-wallet'])
    expect(ids((await get(`search=${encodeURIComponent('_')}`)).body)).toEqual(['underscore-wallet'])
    expect(ids((await get(`search=${encodeURIComponent('r_s')}`)).body)).toEqual(['underscore-wallet'])
    expect(ids((await get(`search=${encodeURIComponent('\\')}`)).body)).toEqual([])
    for (const attack of ["'; DROP TABLE projects; --", "' OR '1'='1", '") OR 1=1 --', "x' UNION SELECT id FROM projects --"]) {
      const { response, body } = await get(`search=${encodeURIComponent(attack)}`)
      expect(response.status).toBe(200)
      expect(body).toEqual({ data: [], count: 0 })
    }
    expect((await listProjects(database.get().db)).map((project) => project.id)).toEqual(['p'])
    expect((await get('')).body.count).toBe(95)
  })

  it('filters by include, exclude, rdns and chains', async () => {
    await setup()
    expect(ids((await get('include=phantom,metamask,nope')).body)).toEqual(['metamask', 'phantom'])
    const excluded = await get('exclude=metamask,phantom&entries=3')
    expect(ids(excluded.body)).toEqual(['percent-wallet', 'underscore-wallet', 'btc-only'])
    expect(excluded.body.count).toBe(93)
    expect(ids((await get('rdns=app.phantom,io.metamask')).body)).toEqual(['metamask', 'phantom'])
    expect(ids((await get('chains=eip155:137,eip155:8453')).body)).toEqual(['metamask', 'underscore-wallet'])
    expect(ids((await get('chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp,bip122:000000000019d6689c085ae165831e93')).body)).toEqual([
      'phantom',
      'btc-only',
    ])
    expect((await get('chains=eip155:1')).body.count).toBe(92)
    // Filters combine.
    expect(ids((await get('chains=eip155:1&exclude=metamask&search=a&entries=2')).body)).toEqual(['phantom', 'generic-006'])
    // Empty lists are no filter.
    expect((await get('include=&exclude=,&chains=')).body.count).toBe(95)
  })

  it.each([
    ['entries=101', 'entries'],
    ['entries=0', 'entries'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['entries=1.5', 'entries'],
    [`search=${'a'.repeat(101)}`, 'search'],
  ])('answers 400 for %s', async (query, field) => {
    await setup()
    const { response, body } = await get(query)
    expect(response.status).toBe(400)
    expect(body.error?.code).toBe('bad_request')
    expect(body.error?.details).toEqual([expect.objectContaining({ path: [field] })])
  })

  it('answers 404 for an unknown project and 403 for a refused origin', async () => {
    await setup(['https://app.example.com'])
    const unknown = await app().request('/getWallets?projectId=nope')
    expect(unknown.status).toBe(404)
    expect((await get('', { headers: { Origin: 'https://evil.example' } })).response.status).toBe(403)
    expect((await get('', { headers: { Origin: 'https://app.example.com' } })).response.status).toBe(200)
  })

  it('serves wallet icons as SVG, publicly', async () => {
    await setup(['https://app.example.com'])
    const response = await app().request('/v1/wallet-images/metamask.svg', { headers: { Origin: 'https://evil.example' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.text()).toBe(fixtureIcon('metamask'))
    for (const path of ['/v1/wallet-images/nope.svg', '/v1/wallet-images/metamask.png', '/v1/wallet-images/metamask']) {
      const missing = await app().request(path)
      expect(missing.status, path).toBe(404)
      expect((await json(missing)).error.code).toBe('not_found')
    }
  })
})
