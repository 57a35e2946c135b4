import { createMemoryStorage, createPortico } from '@portico/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PorticoContext, type PorticoContextValue, usePorticoContext } from '../context'
import { PorticoProvider } from '../PorticoProvider'
import { de } from './locales/de'
import { buttons } from './messages/buttons'
import { MessagesScope } from './MessagesScope'
import { nameViews } from './messages/nameViews'
import { onrampViews } from './messages/onrampViews'
import { payView } from './messages/payView'
import { swapViews } from './messages/swapViews'
import { modalEnglish } from './modalEnglish'
import { type Catalogue, createTranslate } from './translate'
import { renderOnlyAdapter } from '../testing/testKit'

// Rendered on the server only: the kit is never started, so the adapter needs no wallet.
const portico = createPortico({ adapters: [renderOnlyAdapter], storage: createMemoryStorage() })

function Texts() {
  const { t } = usePorticoContext()
  return <>{[t('button.connect'), t('modal.close'), t('view.connect.title')].join('|')}</>
}

function render(catalogue: Catalogue, locale: 'en' | 'de', scoped: boolean): string {
  const value: PorticoContextValue = { portico, t: createTranslate(catalogue, locale), catalogue, locale, dir: 'ltr', attachToBody: true, viewMemory: new WeakMap() }
  return renderToStaticMarkup(
    <PorticoContext.Provider value={value}>{scoped ? <MessagesScope english={modalEnglish}><Texts /></MessagesScope> : <Texts />}</PorticoContext.Provider>,
  )
}

describe('MessagesScope', () => {
  it("adds the English texts a chunk brings to the first load's", () => {
    expect(render(buttons, 'en', false)).toBe('Connect Wallet|modal.close|view.connect.title')
    expect(render(buttons, 'en', true)).toBe('Connect Wallet|Close|Connect Wallet')
  })

  it("keeps the app's rewordings and another locale's texts on top", () => {
    expect(render({ ...buttons, 'modal.close': 'Shut' }, 'en', true)).toBe('Connect Wallet|Shut|Connect Wallet')
    expect(render({ ...buttons, ...de }, 'de', true)).toBe(`${de['button.connect']}|${de['modal.close']}|${de['view.connect.title']}`)
  })

  it('is needed: the provider alone has only the first-load English', () => {
    const html = renderToStaticMarkup(
      <PorticoProvider portico={portico} messages={{ 'view.connect.title': 'Hello' }}>
        <Texts />
      </PorticoProvider>,
    )
    expect(html).toBe('Connect Wallet|modal.close|Hello')
  })

  it("nests: a feature view's texts add to the modal's, under that view only, another locale still on top", () => {
    function Feature() {
      const { t } = usePorticoContext()
      return <>{`[${t('modal.close')}|${t('view.swap.from')}]`}</>
    }
    const tree = (
      <MessagesScope english={modalEnglish}>
        <Feature />
        <MessagesScope english={swapViews}>
          <Feature />
        </MessagesScope>
      </MessagesScope>
    )
    const html = (catalogue: Catalogue, locale: 'en' | 'de') => {
      const value: PorticoContextValue = { portico, t: createTranslate(catalogue, locale), catalogue, locale, dir: 'ltr', attachToBody: true, viewMemory: new WeakMap() }
      return renderToStaticMarkup(<PorticoContext.Provider value={value}>{tree}</PorticoContext.Provider>)
    }
    expect(html(buttons, 'en')).toBe('[Close|view.swap.from][Close|You pay]')
    expect(html({ ...buttons, ...de }, 'de')).toBe(`[${de['modal.close']}|${de['view.swap.from']}]`.repeat(2))
  })

  it("leaves the feature views' own texts out of the modal's English (titles, errors and alerts stay)", () => {
    const own = { ...nameViews, ...swapViews, ...onrampViews, ...payView }
    expect(Object.keys(own).filter((key) => key.endsWith('.title') || key.startsWith('error.') || key.startsWith('alert.'))).toEqual([])
    expect(Object.keys(modalEnglish).filter((key) => /^view\.(registerName|registerNameSuccess|swap|swapPreview|onramp|onrampCheckout|pay)\./.test(key) && !key.endsWith('.title'))).toEqual([])
  })
})
