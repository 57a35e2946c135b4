import type { Connector } from '@portico/core'
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { evmAdapter } from './evmAdapter'
import { WAGMI_STORAGE_PREFIX } from './storedConnection'
import { walletConnect } from './walletConnect/walletConnect'

// A page in Node: `window` is an EventTarget with a localStorage; wallets announce themselves by EIP-6963.
type Page = EventTarget & { ethereum?: object; localStorage: Storage }

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries))
  return {
    get length() {
      return map.size
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  }
}

function openPage(stored: Record<string, string> = {}): Page {
  const page: Page = Object.assign(new EventTarget(), { localStorage: memoryStorage(stored) })
  vi.stubGlobal('window', page)
  return page
}

function announce(page: Page, rdns: string, name = rdns) {
  const info = { uuid: `${rdns}-uuid`, name, icon: `data:image/svg+xml,<svg id="${rdns}"/>`, rdns }
  const detail = Object.freeze({ info, provider: { request: async () => [] } })
  const send = () => page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  page.addEventListener('eip6963:requestProvider', send)
  send()
}

const listed = (connectors: readonly Connector[]) => connectors.map(({ id, name, type, icon, installed }) => ({ id, name, type, icon, installed }))
const events = () => ({ connectorsChanged: vi.fn(), connectionChanged: vi.fn(), disconnected: vi.fn() })
const connectors = [walletConnect({ projectId: 'test' })]

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('evmAdapter before wagmi loads (a first visit)', () => {
  test('lists the EIP-6963 wallets and WalletConnect at once, as wagmi lists them later', async () => {
    const page = openPage()
    announce(page, 'io.first', 'First Wallet')
    const evm = evmAdapter({ chains: [mainnet], connectors })
    const watched = events()
    const stop = evm.setup(watched)
    const early = listed(evm.getConnectors())
    expect(early.map((c) => c.id)).toEqual(['walletConnect', 'io.first'])
    expect(early[1]).toEqual({ id: 'io.first', name: 'First Wallet', type: 'injected', icon: 'data:image/svg+xml,<svg id="io.first"/>', installed: true })

    // A wallet that announces itself later joins the list while wagmi still waits.
    announce(page, 'io.second')
    expect(watched.connectorsChanged).toHaveBeenLastCalledWith(expect.arrayContaining([expect.objectContaining({ id: 'io.second' })]))

    // Nothing to restore: wagmi does not load for it.
    expect(await evm.reconnect()).toEqual([])
    await evm.preload!()
    await vi.waitFor(() => expect(watched.connectorsChanged.mock.calls.length).toBeGreaterThanOrEqual(2))
    expect(listed(evm.getConnectors())).toEqual(listed(watched.connectorsChanged.mock.lastCall![0]))
    expect(listed(evm.getConnectors())).toEqual([...early, expect.objectContaining({ id: 'io.second' })])
    stop()
  })

  test('a stored connection loads wagmi on start-up (the list waits for it)', () => {
    const stored = JSON.stringify({ state: { connections: { __type: 'Map', value: [['uid', { accounts: [], chainId: 1 }]] } }, version: 2 })
    const page = openPage({ [`${WAGMI_STORAGE_PREFIX}.store`]: stored })
    announce(page, 'io.first')
    const evm = evmAdapter({ chains: [mainnet], connectors })
    expect(evm.getConnectors()).toEqual([])
  })

  test('a connector without a listing loads wagmi on start-up', () => {
    const page = openPage()
    announce(page, 'io.first')
    const other = walletConnect({ projectId: 'test' })
    const evm = evmAdapter({ chains: [mainnet], connectors: [(config) => other(config)] })
    expect(evm.getConnectors()).toEqual([])
  })
})
