// @vitest-environment happy-dom
import { createMemoryStorage, createPortico } from '@portico/core'
import type { EmbeddedWalletClient } from '@portico/core/internal'
import { act } from 'react'
import { expect, it, vi } from 'vitest'
import { PorticoContext } from '../../../context'
import { en } from '../../../i18n/en'
import { useDomRoot } from '../../../testing/domRoot'
import { testContextValue } from '../../../testing/testContext'
import { renderOnlyAdapter } from '../../../testing/testKit'
import { type FrameTask, FrameTaskView } from './FrameTaskView'

const dom = useDomRoot()

/** The view over a kit whose embedded wallet is a stand-in; the task is the test's. */
async function render(task: FrameTask, setUp: (portico: ReturnType<typeof createPortico>) => void = () => undefined) {
  const portico = createPortico({ adapters: [renderOnlyAdapter], storage: createMemoryStorage() })
  setUp(portico)
  const wallet = {} as EmbeddedWalletClient
  vi.spyOn(portico, 'getEmbeddedWallet').mockResolvedValue(wallet)
  const back = vi.spyOn(portico.stores.router, 'back').mockImplementation(() => undefined)
  const disconnect = vi.spyOn(portico, 'disconnect').mockResolvedValue(undefined)
  await dom.render(<PorticoContext.Provider value={testContextValue(portico)}><FrameTaskView task={task} hint="view.exportKey.hint" failed="view.exportKey.failed" /></PorticoContext.Provider>)
  return { wallet, back, disconnect, portico }
}

it('runs the task on the embedded wallet in the view’s locale, with the hint shown meanwhile, then goes back', async () => {
  let finish: (next: 'back') => void = () => undefined
  const task = vi.fn<FrameTask>(() => new Promise((resolve) => (finish = resolve)))
  const { wallet, back } = await render(task)
  expect(task).toHaveBeenCalledWith(wallet, { locale: 'en', signal: expect.any(AbortSignal) })
  expect(document.body.textContent).toContain(en['view.exportKey.hint'])
  expect(back).not.toHaveBeenCalled()
  await act(async () => finish('back'))
  expect(back).toHaveBeenCalledOnce()
})

it('disconnects the kit when the task says so (the sessions signed out everywhere)', async () => {
  const { back, disconnect } = await render(async () => 'disconnect')
  expect(disconnect).toHaveBeenCalledOnce()
  expect(back).not.toHaveBeenCalled()
})

it('says the task failed, with a way back', async () => {
  const { back } = await render(async () => {
    throw new Error('frame gone')
  })
  expect(document.querySelector('[role="alert"]')?.textContent).toBe(en['view.exportKey.failed'])
  await act(async () => document.querySelector<HTMLButtonElement>('button')!.click())
  expect(back).toHaveBeenCalledOnce()
})

it('leaving the view aborts the task (the frame closes its screens), and nothing follows', async () => {
  let signal: AbortSignal | undefined
  const { back } = await render((_, options) => {
    signal = options.signal
    return new Promise(() => undefined)
  })
  await dom.unmount()
  expect(signal?.aborted).toBe(true)
  expect(back).not.toHaveBeenCalled()
})

it('connects the embedded wallet when the frame made a session (the passkey login), not going back', async () => {
  const connect = vi.fn(async () => undefined)
  const { back } = await render(async () => 'connected', (portico) => {
    const auth = { id: 'auth:eip155', type: 'auth', chainNamespace: 'eip155', name: 'E-mail' }
    vi.spyOn(portico.stores.connectors, 'getState').mockReturnValue({ connectors: [auth] } as never)
    vi.spyOn(portico, 'connect').mockImplementation(connect as never)
  })
  expect(connect).toHaveBeenCalledExactlyOnceWith({ connectorId: 'auth:eip155' })
  expect(back).not.toHaveBeenCalled()
})
