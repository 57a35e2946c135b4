// @vitest-environment happy-dom
import { createMemoryStorage, createPortico, type Portico } from '@portico/core'
import { act, lazy, type ReactElement } from 'react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PorticoContext } from '../context'
import { useDomRoot } from '../testing/domRoot'
import { testContextValue } from '../testing/testContext'
import { renderOnlyAdapter } from '../testing/testKit'

// A lazy view whose chunk comes in when the test says (`arrive`), and a view that is there at once.
let arrive: () => void = () => undefined
const chunk = () => new Promise<void>((resolve) => (arrive = resolve))
function Form({ label }: { label: string }) {
  return (
    <form>
      <button type="button">Help</button>
      <input aria-label={label} data-autofocus="" />
    </form>
  )
}
// A new lazy view for each test: React keeps a chunk once it is in.
const freshLazyForm = () => lazy(() => chunk().then(() => ({ default: () => <Form label="Lazy field" /> })))
let LazyForm = freshLazyForm()
beforeEach(() => {
  LazyForm = freshLazyForm()
})
vi.mock('./viewTable', () => ({
  views: {
    Pay: { render: () => <LazyForm />, title: () => 'Pay' },
    Account: { render: () => <Form label="Eager field" />, title: () => 'Account' },
  },
}))
const { Modal } = await import('./Modal')
const { Embedded } = await import('./Embedded')


const dom = useDomRoot()
beforeAll(() => {
  // happy-dom lays nothing out: every element counts as shown.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(() => [{ width: 1, height: 1 }] as unknown as DOMRectList)
})

async function render(portico: Portico, element: ReactElement) {
  await dom.render(<PorticoContext.Provider value={testContextValue(portico)}>{element}</PorticoContext.Provider>)
}

const focusedName = () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent

describe('the first focus of a view', () => {
  it('goes to a lazy first view’s data-autofocus control once its chunk is in, not left on Close', async () => {
    const portico = createPortico({ adapters: [renderOnlyAdapter], storage: createMemoryStorage() })
    portico.stores.router.reset('Pay')
    await render(portico, <Modal />)
    expect(focusedName()).toBe('Close')
    await act(async () => arrive())
    expect(focusedName()).toBe('Lazy field')
  })

  it('is the focus trap’s for a first view that is there at once', async () => {
    const portico = createPortico({ adapters: [renderOnlyAdapter], storage: createMemoryStorage() })
    portico.stores.router.reset('Account')
    await render(portico, <Modal />)
    expect(focusedName()).toBe('Eager field')
  })

  it('stays out of an embedded form’s lazy first view: the page keeps its focus', async () => {
    const portico = createPortico({ adapters: [renderOnlyAdapter], storage: createMemoryStorage() })
    portico.stores.router.reset('Pay')
    await render(portico, <Embedded />)
    await act(async () => arrive())
    expect(document.querySelector('input')?.getAttribute('aria-label')).toBe('Lazy field')
    expect(document.activeElement).toBe(document.body)
  })
})
