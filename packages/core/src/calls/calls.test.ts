import { afterEach, describe, expect, it } from 'vitest'
import type { Adapter } from '../adapter/types'
import { ConnectorNotFoundError } from '../connection/errors'
import { AdapterMethodNotSupportedError } from '../errors/adapterMethod'
import { UserRejectedRequestError } from '../errors/wallet'
import { createPortico } from '../kit/createPortico'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { connectedAddress, testAdapter } from '../testing/testAdapter'
import { CallsIdError, InvalidCallsError } from './errors'
import type { AdapterSendCallsParameters, CallsStatus } from './types'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// The four EIP-5792 actions through the kit, against a test adapter that records what reaches it.
function batchingAdapter(overrides: Partial<Adapter> = {}) {
  const sent: AdapterSendCallsParameters[] = []
  const shown: string[] = []
  const status: CallsStatus = { id: 'batch-1', status: 'success', statusCode: 200, atomic: true, mode: 'wallet', receipts: [] }
  const adapter: Adapter = {
    ...testAdapter(),
    getCapabilities: async () => ({ atomic: { status: 'supported' } }),
    sendCalls: async (parameters) => {
      sent.push(parameters)
      return { id: 'batch-1', mode: 'wallet' }
    },
    getCallsStatus: async ({ id }) => ({ ...status, id }),
    showCallsStatus: async ({ id }) => {
      shown.push(id)
      return true
    },
    ...overrides,
  }
  return { adapter, sent, shown }
}

const kits: { destroy(): void }[] = []
afterEach(() => kits.splice(0).forEach((kit) => kit.destroy()))

async function connected(adapter: Adapter) {
  const portico = createPortico({ adapters: [adapter], storage: createMemoryStorage() })
  kits.push(portico)
  await portico.connect({ connectorId: 'io.metamask' })
  return portico
}

describe('sendCalls', () => {
  it('hands the checked batch to the adapter with the connection, account and network', async () => {
    const { adapter, sent } = batchingAdapter()
    const portico = await connected(adapter)
    const calls = [{ to, value: 1n }, { to, data: '0xa9059cbb' }]
    const capabilities = { paymasterService: { url: 'http://127.0.0.1:8787/v1/paymaster' } }
    expect(await portico.sendCalls({ calls, capabilities, forceAtomic: true })).toEqual({ id: 'batch-1', mode: 'wallet' })
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ calls, capabilities, forceAtomic: true, connectorId: 'io.metamask', address: connectedAddress })
    expect(sent[0]!.network.caipNetworkId).toBe('eip155:1')
  })

  it('refuses a call whose to or data does not start with 0x before the wallet sees it (spec §5)', async () => {
    const { adapter, sent } = batchingAdapter()
    const portico = await connected(adapter)
    await expect(portico.sendCalls({ calls: [{ to }, { to: to.slice(2) }] })).rejects.toThrow(InvalidCallsError)
    await expect(portico.sendCalls({ calls: [{ to, data: 'deadbeef' }] })).rejects.toThrow("'data' must start with 0x")
    await expect(portico.sendCalls({ calls: [] })).rejects.toThrow(InvalidCallsError)
    expect(sent).toEqual([])
  })

  it('passes on the sequential mode an adapter reports for a wallet without EIP-5792', async () => {
    const { adapter } = batchingAdapter({ sendCalls: async () => ({ id: '0xabc', mode: 'sequential' }) })
    const portico = await connected(adapter)
    expect(await portico.sendCalls({ calls: [{ to }] })).toEqual({ id: '0xabc', mode: 'sequential' })
  })

  it('maps a wallet refusal to UserRejectedRequestError', async () => {
    const { adapter } = batchingAdapter({
      sendCalls: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    })
    const portico = await connected(adapter)
    await expect(portico.sendCalls({ calls: [{ to }] })).rejects.toThrow(UserRejectedRequestError)
  })

  it('says so when the adapter cannot send calls, and when nothing is connected', async () => {
    const { sendCalls: _, ...withoutCalls } = batchingAdapter().adapter
    const portico = await connected(withoutCalls)
    await expect(portico.sendCalls({ calls: [{ to }] })).rejects.toThrow(AdapterMethodNotSupportedError)
    const idle = createPortico({ adapters: [batchingAdapter().adapter], storage: createMemoryStorage() })
    kits.push(idle)
    await expect(idle.sendCalls({ calls: [{ to }] })).rejects.toThrow(ConnectorNotFoundError)
  })
})

describe('getCapabilities', () => {
  it("returns the wallet's capabilities for the active network, {} from an adapter without EIP-5792", async () => {
    expect(await (await connected(batchingAdapter().adapter)).getCapabilities()).toEqual({ atomic: { status: 'supported' } })
    const { getCapabilities: _, ...without } = batchingAdapter().adapter
    expect(await (await connected(without)).getCapabilities()).toEqual({})
  })
})

describe('getCallsStatus and showCallsStatus', () => {
  it("return the adapter's status and ask the wallet to show the batch", async () => {
    const { adapter, shown } = batchingAdapter()
    const portico = await connected(adapter)
    expect(await portico.getCallsStatus({ id: 'batch-7' })).toMatchObject({ id: 'batch-7', status: 'success', statusCode: 200 })
    expect(await portico.showCallsStatus({ id: 'batch-7' })).toBe(true)
    expect(shown).toEqual(['batch-7'])
  })

  it('refuse an id that is not a non-empty string', async () => {
    const { adapter, shown } = batchingAdapter()
    const portico = await connected(adapter)
    await expect(portico.getCallsStatus({ id: '' })).rejects.toThrow(CallsIdError)
    await expect(portico.showCallsStatus({ id: 7 as unknown as string })).rejects.toThrow(CallsIdError)
    expect(shown).toEqual([])
  })

  it('showCallsStatus is false where the adapter has no EIP-5792', async () => {
    const { showCallsStatus: _, ...without } = batchingAdapter().adapter
    expect(await (await connected(without)).showCallsStatus({ id: 'batch-1' })).toBe(false)
  })
})
