// @vitest-environment happy-dom
import { createMemoryStorage, createPortico, type CallsStatus } from '@portico/core'
import { act } from 'react'
import { expect, it, vi } from 'vitest'
import { PorticoContext } from '../context'
import { useDomRoot } from '../testing/domRoot'
import { testContextValue } from '../testing/testContext'
import { renderOnlyAdapter } from '../testing/testKit'
import { useCallsStatus } from './useCallsStatus'

const dom = useDomRoot()

async function renderStatus(Probe: () => React.ReactNode) {
  const portico = createPortico({ adapters: [renderOnlyAdapter], storage: createMemoryStorage() })
  const read = vi.spyOn(portico, 'getCallsStatus').mockResolvedValue({ status: 'success', atomic: true, receipts: [] } as unknown as CallsStatus)
  const host = await dom.render(
    <PorticoContext.Provider value={testContextValue(portico)}>
      <Probe />
    </PorticoContext.Provider>,
  )
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
  return { host, read }
}

it("takes wagmi's shape, `{ id }`, and reads that batch until it settles", async () => {
  const { host, read } = await renderStatus(() => <p>{useCallsStatus({ id: '0xbatch', pollInterval: 5 }).data?.status ?? 'none'}</p>)
  expect(read).toHaveBeenCalledWith({ id: '0xbatch' })
  expect(host.textContent).toBe('success')
})

it('reads nothing while the id is undefined', async () => {
  const { host, read } = await renderStatus(() => <p>{String(useCallsStatus({ id: undefined }).isPending)}</p>)
  expect(read).not.toHaveBeenCalled()
  expect(host.textContent).toBe('false')
})

it('still takes the id as its first argument (deprecated, for one minor)', async () => {
  const { host, read } = await renderStatus(() => <p>{useCallsStatus('0xold').data?.status ?? 'none'}</p>)
  expect(read).toHaveBeenCalledWith({ id: '0xold' })
  expect(host.textContent).toBe('success')
})
