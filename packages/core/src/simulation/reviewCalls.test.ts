import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Adapter } from '../adapter/types'
import type { AdapterSendCallsParameters } from '../calls/types'
import { UserRejectedRequestError } from '../errors/wallet'
import { createPortico } from '../kit/createPortico'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { connectedAddress, testAdapter } from '../testing/testAdapter'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const send = { kind: 'native', symbol: 'ETH', decimals: 18, amount: '-10000000000000000', formatted: '-0.01', usd: -30 } as const

/** A Portico server that answers `POST /v1/simulate` with `answer` (status, body), recording each body. */
function server(status: number, body: unknown) {
  const asked: unknown[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (!String(url).includes('/v1/simulate')) return new Response('{}', { status: 404 })
    asked.push(JSON.parse(String(init?.body)))
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  return asked
}

const kits: { destroy(): void }[] = []
afterEach(() => {
  kits.splice(0).forEach((kit) => kit.destroy())
  vi.unstubAllGlobals()
})

async function connected({ withServer = true, adapter = testAdapter() as Adapter } = {}) {
  const portico = createPortico({ adapters: [adapter], storage: createMemoryStorage(), ...(withServer ? { serverUrl: 'http://portico.test', projectId: 'p' } : {}) })
  kits.push(portico)
  await portico.connect({ connectorId: 'io.metamask' })
  return portico
}

describe('reviewCalls', () => {
  it('asks the server to simulate the batch from the account on its network and keeps what changes', async () => {
    const decoded = [{ intent: 'Send tokens', owner: 'ERC-20 token', fields: [{ label: 'Amount', value: '1 PUSD' }] }]
    const asked = server(200, { chainId: 'eip155:1', status: 'success', assets: [send], approvals: [], truncated: false, gasUsed: '21000', warnings: [], decoded })
    const portico = await connected()
    const review = await portico.reviewCalls({ key: 'k', calls: [{ to, value: 10n ** 16n }] })
    expect(asked).toEqual([{ chainId: 'eip155:1', from: connectedAddress, calls: [{ to, value: '10000000000000000' }] }])
    expect(review).toEqual({ status: 'success', assets: [send], approvals: [], warnings: [], truncated: false, decoded })
    expect(portico.stores.simulation.getState()).toMatchObject({ key: 'k', review })
  })

  it('says the transaction will fail, and why, with the server’s warnings', async () => {
    const warnings = [{ kind: 'scam_address', severity: 'danger', address: to }]
    server(200, { chainId: 'eip155:1', status: 'reverted', revert: { callIndex: 0, reason: 'nothing to drain' }, warnings })
    const portico = await connected()
    expect(await portico.reviewCalls({ key: 'k', calls: [{ to }] })).toEqual({ status: 'reverted', callIndex: 0, reason: 'nothing to drain', warnings, decoded: [] })
  })

  it('degrades to unavailable with the reason: a node without eth_simulateV1, a server that does not answer', async () => {
    server(503, { error: { code: 'simulation_unavailable', message: 'no', details: { reason: 'not_supported' } } })
    const portico = await connected()
    expect(await portico.reviewCalls({ key: 'k', calls: [{ to }] })).toEqual({ status: 'unavailable', reason: 'not_supported' })
    // The server read the calls all the same: they come along; details that are not calls in words do not.
    const decoded = [{ intent: 'Send tokens', owner: 'ERC-20 token', fields: [{ label: 'Amount', value: '1 PUSD' }] }, null]
    server(503, { error: { code: 'simulation_unavailable', message: 'no', details: { reason: 'not_supported', decoded } } })
    expect(await portico.reviewCalls({ key: 'k', calls: [{ to }] })).toEqual({ status: 'unavailable', reason: 'not_supported', decoded })
    server(503, { error: { code: 'simulation_unavailable', message: 'no', details: { reason: 'not_supported', decoded: [{ intent: 1 }] } } })
    expect(await portico.reviewCalls({ key: 'k', calls: [{ to }] })).toEqual({ status: 'unavailable', reason: 'not_supported' })
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed')
    })
    expect(await portico.reviewCalls({ key: 'k', calls: [{ to }] })).toEqual({ status: 'unavailable', reason: 'unreachable' })
  })

  it('refuses an oversized batch as too large without asking the server', async () => {
    const asked = server(200, {})
    const portico = await connected()
    const calls = Array.from({ length: 17 }, () => ({ to }))
    expect(await portico.reviewCalls({ key: 'k', calls })).toEqual({ status: 'unavailable', reason: 'too_large' })
    await expect(portico.simulateCalls({ calls })).rejects.toMatchObject({ name: 'InvalidSimulationError', kind: 'too_large' })
    expect(asked).toEqual([])
  })

  it('shows nothing without a Portico server, and drops a late answer for another review', async () => {
    const portico = await connected({ withServer: false })
    expect(await portico.reviewCalls({ key: 'k', calls: [{ to }] })).toBeUndefined()
    const other = await connected()
    let release: (response: Response) => void = () => undefined
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (release = resolve)))
    const first = other.reviewCalls({ key: 'first', calls: [{ to }] })
    await vi.waitFor(() => expect(other.stores.simulation.getState().key).toBe('first'))
    other.stores.simulation.setState({ key: 'second', review: { status: 'simulating' } })
    release(new Response(JSON.stringify({ chainId: 'eip155:1', status: 'success', assets: [send], approvals: [], truncated: false, gasUsed: '21000' })))
    expect(await first).toMatchObject({ status: 'success' })
    expect(other.stores.simulation.getState()).toMatchObject({ key: 'second', review: { status: 'simulating' } })
  })
})

describe('sendCalls({ review: true })', () => {
  function batching() {
    const sent: AdapterSendCallsParameters[] = []
    const adapter: Adapter = { ...testAdapter(), sendCalls: async (parameters) => (sent.push(parameters), { id: 'batch-1', mode: 'wallet' }) }
    return { adapter, sent }
  }

  it('shows the CallsReview view and asks the wallet only once the visitor continues', async () => {
    const { adapter, sent } = batching()
    const portico = await connected({ adapter })
    const result = portico.sendCalls({ calls: [{ to, value: 1n }], review: true })
    await vi.waitFor(() => expect(portico.stores.simulation.getState().pending?.calls).toEqual([{ to, value: 1n }]))
    expect(portico.stores.router.current().view).toBe('CallsReview')
    expect(portico.stores.modal.getState().open).toBe(true)
    expect(sent).toEqual([])
    await portico.answerCallsReview({ confirmed: true })
    expect(await result).toEqual({ id: 'batch-1', mode: 'wallet' })
    expect(sent).toHaveLength(1)
    expect(sent[0]).not.toHaveProperty('review')
  })

  it('refuses the batch when the visitor cancels or closes the modal, and the wallet never sees it', async () => {
    const { adapter, sent } = batching()
    const portico = await connected({ adapter })
    const cancelled = portico.sendCalls({ calls: [{ to }], review: true })
    await vi.waitFor(() => expect(portico.stores.simulation.getState().pending).toBeDefined())
    await portico.answerCallsReview({ confirmed: false })
    await expect(cancelled).rejects.toBeInstanceOf(UserRejectedRequestError)
    const closed = portico.sendCalls({ calls: [{ to }], review: true })
    await vi.waitFor(() => expect(portico.stores.simulation.getState().pending).toBeDefined())
    portico.close()
    await expect(closed).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(sent).toEqual([])
    expect(portico.stores.simulation.getState().pending).toBeUndefined()
  })
})
