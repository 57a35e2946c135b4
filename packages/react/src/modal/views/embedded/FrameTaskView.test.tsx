// @vitest-environment happy-dom
import { createMemoryStorage, createPortico } from '@portico/core'
import type { EmbeddedWalletClient } from '@portico/core/internal'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { PorticoContext } from '../../../context'
import { en } from '../../../i18n/en'
import { createTranslate } from '../../../i18n/translate'
import { renderOnlyAdapter } from '../../../testing/testKit'
import { type FrameTask, FrameTaskView } from './FrameTaskView'

let root: Root | undefined
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

/** The view over a kit whose embedded wallet is a stand-in; the task is the test's. */
async function render(task: FrameTask) {
  const portico = createPortico({ adapters: [renderOnlyAdapter], storage: createMemoryStorage() })
  const wallet = {} as EmbeddedWalletClient
  vi.spyOn(portico, 'getEmbeddedWallet').mockResolvedValue(wallet)
  const back = vi.spyOn(portico.stores.router, 'back').mockImplementation(() => undefined)
  const disconnect = vi.spyOn(portico, 'disconnect').mockResolvedValue(undefined)
  const host = document.body.appendChild(document.createElement('div'))
  root = createRoot(host)
  const value = { portico, t: createTranslate(en), catalogue: en, locale: 'en' as const, dir: 'ltr' as const, attachToBody: true, viewMemory: new WeakMap() }
  await act(async () => root!.render(<PorticoContext.Provider value={value}><FrameTaskView task={task} hint="view.exportKey.hint" failed="view.exportKey.failed" /></PorticoContext.Provider>))
  return { wallet, back, disconnect }
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
  await act(async () => root!.unmount())
  root = undefined
  expect(signal?.aborted).toBe(true)
  expect(back).not.toHaveBeenCalled()
})
