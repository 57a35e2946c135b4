// @vitest-environment happy-dom
import type { Portico, SimulationReview, SimulationState, SwapQuote, SwapReturnType } from '@portico/core'
import { createStore } from 'zustand/vanilla'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PorticoContext } from '../../../context'
import { en } from '../../../i18n/en'
import { useDomRoot } from '../../../testing/domRoot'
import { testContextValue } from '../../../testing/testContext'
import { SwapPreviewView } from './SwapPreviewView'

const token = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'PUSD', name: 'Portico USD', decimals: 6 }
const quote: SwapQuote = {
  provider: 'uniswap-v2',
  from: { ...token, amount: '10000000' },
  to: { address: 'native', symbol: 'ETH', name: 'Ether', decimals: 18, amount: '2000000000000000' },
  path: [],
  priceImpact: 0.1,
  fee: { amount: '30000', percent: 0.3 },
  slippage: 0.5,
  minimumReceived: '1990000000000000',
  spender: '0x0000000000000000000000000000000000000001',
}

/** A kit whose swap answers only when the test says so; `allowance` 0 makes the preview ask for the approval. */
function fakeKit({ batch }: { batch: boolean }) {
  const settle: { swap?: (result: SwapReturnType) => void; approval?: () => void } = {}
  const kit = {
    fetchSwapQuote: vi.fn(async () => quote),
    fetchSwapAllowance: vi.fn(async () => ({ allowance: 0n })),
    fetchSwapBatching: vi.fn(async () => batch),
    approveSwap: vi.fn(() => new Promise<void>((resolve) => (settle.approval = resolve))),
    swap: vi.fn(() => new Promise<SwapReturnType>((resolve) => (settle.swap = resolve))),
    stores: { router: { back: vi.fn() }, simulation: createStore<SimulationState>(() => ({ key: undefined, review: undefined, pending: undefined })) },
    reviewSwap: vi.fn(async (_: unknown): Promise<SimulationReview | undefined> => undefined),
  }
  return { kit, settle }
}

const dom = useDomRoot()

/** Mounts the preview for `swap` (a route's data) in a kit context whose `viewMemory` outlives the mount. */
async function mount(kit: object, viewMemory: WeakMap<object, unknown>, swap: object) {
  await dom.render(<PorticoContext.Provider value={testContextValue(kit as Portico, { viewMemory })}><SwapPreviewView swap={swap as never} /></PorticoContext.Provider>)
}
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)
const status = () => document.querySelector('[role="status"]')?.textContent

describe('SwapPreviewView, mounted anew while the wallet approves (the embedded approval view is shown over it)', () => {
  const swap = () => ({ from: token.address, to: 'native', amount: '10000000', slippage: 0.5 })

  it('shows the batch that landed before the preview came back, and does not offer it again', async () => {
    const { kit, settle } = fakeKit({ batch: true })
    const memory = new WeakMap<object, unknown>()
    const route = swap()
    await mount(kit, memory, route)
    await act(async () => button('Approve PUSD and swap')!.click())
    await dom.unmount()
    settle.swap!({ quote } as SwapReturnType)
    await act(async () => undefined)
    await mount(kit, memory, route)
    expect(status()).toBe('Swapped 10.000 PUSD for 0.002 ETH')
    expect(kit.swap).toHaveBeenCalledTimes(1)
  })

  it('waits on the approval sent before, then offers the swap', async () => {
    const { kit, settle } = fakeKit({ batch: false })
    const memory = new WeakMap<object, unknown>()
    const route = swap()
    await mount(kit, memory, route)
    await act(async () => button('Approve PUSD')!.click())
    await dom.unmount()
    await mount(kit, memory, route)
    expect(status()).toBe(en['view.swapPreview.approving'])
    expect(document.querySelector('.portico-primary')?.getAttribute('aria-disabled')).toBe('true')
    expect(kit.approveSwap).toHaveBeenCalledTimes(1)
    kit.fetchSwapAllowance.mockResolvedValue({ allowance: 10_000_000n })
    await act(async () => settle.approval!())
    expect(button('Swap')?.getAttribute('aria-disabled')).toBeNull()
  })

  it('shows what the swap changes once it is ready, its approval simulated first; a danger keeps Swap one step further', async () => {
    const { kit } = fakeKit({ batch: false })
    const review: SimulationReview = {
      status: 'success',
      assets: [
        { kind: 'erc20', token: token.address, symbol: 'PUSD', decimals: 6, listed: true, amount: '-10000000', formatted: '-10' },
        { kind: 'native', symbol: 'ETH', decimals: 18, amount: '2000000000000000', formatted: '0.002', usd: 6 },
      ],
      approvals: [],
      warnings: [{ kind: 'scam_address', severity: 'danger', address: '0x0000000000000000000000000000000000000001' }],
      truncated: false,
      decoded: [null, { intent: 'Swap', owner: 'Uniswap v2 router', fields: [{ label: 'You pay', value: '10 PUSD' }, { label: 'You get at least', value: '0.0019 ETH' }] }],
    }
    kit.reviewSwap.mockImplementation(async () => {
      kit.stores.simulation.setState({ key: `swap:${token.address}:native:10000000`, review })
      return review
    })
    await mount(kit, new WeakMap(), swap())
    await vi.waitFor(() => expect(document.querySelector('.portico-simulation')).not.toBeNull())
    expect(kit.reviewSwap).toHaveBeenCalledWith({ ...swap(), amount: 10_000_000n, approve: true })
    const changes = [...document.querySelectorAll('.portico-simulation__changes li')].map((li) => li.textContent)
    expect(changes).toEqual(['−10 PUSD', '+0.002 ETH ($6.00)'])
    // The swap call in the router's descriptor's words: the token out and the token in.
    const decoded = document.querySelector('[role="group"][aria-label="What the calls do (from the contracts’ descriptions)"]')
    expect([...(decoded?.querySelectorAll('dt, dd') ?? [])].map((node) => node.textContent)).toEqual(['Uniswap v2 router', 'Swap', 'You pay', '10 PUSD', 'You get at least', '0.0019 ETH'])
    expect(document.querySelector('.portico-simulation__danger')?.textContent).toBe('0x0000…0001 is on this service’s list of scam addresses.')
    expect(button('Approve PUSD')?.getAttribute('aria-disabled')).toBe('true')
    await act(async () => (document.querySelector('.portico-simulation__understand input') as HTMLInputElement).click())
    expect(button('Approve PUSD')?.getAttribute('aria-disabled')).toBeNull()
  })
})
