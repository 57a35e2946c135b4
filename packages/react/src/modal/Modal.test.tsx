// @vitest-environment happy-dom
import { createMemoryStorage, createPortico, type Portico } from '@portico/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PorticoContext } from '../context'
import { en } from '../i18n/en'
import { createTranslate } from '../i18n/translate'
import { renderOnlyAdapter } from '../testing/testKit'

vi.mock('./viewTable', () => ({
  views: { Account: { render: () => <button type="button">Inside</button>, title: () => 'Account' } },
}))
const { Modal } = await import('./Modal')

let root: Root | undefined
afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

async function open(): Promise<{ portico: Portico; close: ReturnType<typeof vi.spyOn> }> {
  const portico = createPortico({ adapters: [renderOnlyAdapter], storage: createMemoryStorage() })
  portico.stores.router.reset('Account')
  const close = vi.spyOn(portico, 'close')
  const host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  const value = { portico, t: createTranslate(en), catalogue: en, locale: 'en' as const, dir: 'ltr' as const, attachToBody: true, viewMemory: new WeakMap() }
  await act(async () => root!.render(<PorticoContext.Provider value={value}><Modal /></PorticoContext.Provider>))
  return { portico, close }
}

const press = (target: Element, detail: number) => act(async () => void target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, detail })))
const overlay = () => document.querySelector('.portico-overlay')!

describe('the modal’s backdrop', () => {
  it('closes the modal on a press', async () => {
    const { close } = await open()
    await press(overlay(), 1)
    expect(close).toHaveBeenCalledTimes(1)
  })

  it('ignores the second press of a double click (it began on the page’s button that opened the modal)', async () => {
    const { close } = await open()
    await press(overlay(), 2)
    expect(close).not.toHaveBeenCalled()
  })

  it('ignores a press inside the dialog', async () => {
    const { close } = await open()
    await press(document.querySelector('[role="dialog"] button')!, 1)
    expect(close).not.toHaveBeenCalled()
  })
})
