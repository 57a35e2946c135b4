import { createMemoryStorage, type Connector } from '@portico/core'
import { createStorage } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { evmAdapter } from './evmAdapter'
import { hasLegacyOnlyProvider, watchAnnouncedProviders } from './legacyInjected'

// A page in Node: `window` is an EventTarget, wallets are EIP-1193 objects that announce themselves
// by EIP-6963 (now, and again on every `eip6963:requestProvider`), and `window.ethereum` may be one
// of them or a wallet of its own.
type Page = EventTarget & { ethereum?: object }

function openPage(ethereum?: object): Page {
  const page: Page = Object.assign(new EventTarget(), ethereum ? { ethereum } : {})
  vi.stubGlobal('window', page)
  return page
}

const provider = () => ({ request: async () => null })

function announce(page: Page, rdns: string, walletProvider: object) {
  const info = { uuid: `${rdns}-uuid`, name: rdns, icon: 'data:image/svg+xml,<svg/>', rdns }
  const send = () => page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider: walletProvider }) }))
  page.addEventListener('eip6963:requestProvider', send)
  send()
}

/** The adapter's connectors once its wagmi side has loaded (start-up does it). */
async function loadedConnectors(evm: ReturnType<typeof adapter>) {
  await evm.getWagmiConfig()
  return evm.getConnectors()
}
const adapter = () => evmAdapter({ chains: [mainnet], storage: createStorage({ storage: createMemoryStorage() }) })
const ids = (connectors: readonly Connector[]) => connectors.map((c) => c.id)

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('watchAnnouncedProviders', () => {
  test('records the wallets already on the page and those announced later', () => {
    const page = openPage()
    const early = provider()
    const late = provider()
    announce(page, 'io.early', early)
    const announced = watchAnnouncedProviders()
    expect(announced.has(early)).toBe(true)
    expect(announced.has(late)).toBe(false)
    announce(page, 'io.late', late)
    expect(announced.has(late)).toBe(true)
  })

  test('records nothing outside a browser', () => {
    expect(typeof window).toBe('undefined')
    expect(watchAnnouncedProviders().has(provider())).toBe(false)
  })
})

describe('hasLegacyOnlyProvider', () => {
  test('true when window.ethereum is a wallet that did not announce itself', () => {
    const page = openPage(provider())
    announce(page, 'io.other', provider())
    expect(hasLegacyOnlyProvider(watchAnnouncedProviders())).toBe(true)
  })

  test('false when window.ethereum is an announced wallet, is missing, or is no EIP-1193 provider', () => {
    const ethereum = provider()
    const page = openPage(ethereum)
    announce(page, 'io.metamask', ethereum)
    expect(hasLegacyOnlyProvider(watchAnnouncedProviders())).toBe(false)
    openPage()
    expect(hasLegacyOnlyProvider(watchAnnouncedProviders())).toBe(false)
    openPage({ request: 'no' })
    expect(hasLegacyOnlyProvider(watchAnnouncedProviders())).toBe(false)
  })
})

describe('evmAdapter: the legacy "Browser Wallet"', () => {
  test('listed when window.ethereum announced nothing', async () => {
    const page = openPage(provider())
    announce(page, 'io.other', provider())
    expect(ids(await loadedConnectors(adapter()))).toEqual(['injected', 'io.other'])
  })

  test('not listed when window.ethereum is an announced wallet: that one is listed under its own name', async () => {
    const ethereum = provider()
    const page = openPage(ethereum)
    announce(page, 'io.metamask', ethereum)
    const connectors = await loadedConnectors(adapter())
    expect(ids(connectors)).toEqual(['io.metamask'])
    expect(connectors[0]).toMatchObject({ name: 'io.metamask', rdns: 'io.metamask', installed: true })
  })

  test('leaves the list when window.ethereum announces itself after start-up', async () => {
    const ethereum = provider()
    const page = openPage(ethereum)
    const evm = adapter()
    expect(ids(await loadedConnectors(evm))).toEqual(['injected'])
    const lists: string[][] = []
    const stop = evm.setup({
      connectorsChanged: (connectors) => lists.push(ids(connectors)),
      connectionChanged: () => undefined,
      disconnected: () => undefined,
    })
    // wagmi adds wallets announced later once it has read its stored state (a tick after start).
    await new Promise((resolve) => setTimeout(resolve, 0))
    announce(page, 'io.metamask', ethereum)
    expect(lists.at(-1)).toEqual(['io.metamask'])
    stop()
  })
})
