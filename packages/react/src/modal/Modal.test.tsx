// @vitest-environment happy-dom
import { createMemoryStorage, createPortico, type Portico } from '@portico/core'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PorticoContext } from '../context'
import { useDomRoot } from '../testing/domRoot'
import { testContextValue } from '../testing/testContext'
import { renderOnlyAdapter } from '../testing/testKit'

vi.mock('./viewTable', () => ({
  views: { Account: { render: () => <button type="button">Inside</button>, title: () => 'Account' } },
}))
const { Modal } = await import('./Modal')

const dom = useDomRoot()

async function open(): Promise<{ portico: Portico; close: ReturnType<typeof vi.spyOn> }> {
  const portico = createPortico({ adapters: [renderOnlyAdapter], storage: createMemoryStorage() })
  portico.stores.router.reset('Account')
  const close = vi.spyOn(portico, 'close')
  await dom.render(<PorticoContext.Provider value={testContextValue(portico)}><Modal /></PorticoContext.Provider>)
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
