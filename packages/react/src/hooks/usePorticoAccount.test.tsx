// @vitest-environment happy-dom
import { createMemoryStorage, createPortico } from '@portico/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { PorticoContext } from '../context'
import { en } from '../i18n/en'
import { createTranslate } from '../i18n/translate'
import { renderOnlyAdapter } from '../testing/testKit'
import { usePorticoAccount } from './usePorticoAccount'

let root: Root | undefined
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

function AccountType() {
  return <p>{usePorticoAccount().preferredAccountType}</p>
}

it("re-renders with the account's type when the embedded wallet's user switches accounts", async () => {
  const portico = createPortico({ adapters: [renderOnlyAdapter], storage: createMemoryStorage() })
  const eoa = '0x00000000000000000000000000000000000000aa'
  const smartAccount = '0x00000000000000000000000000000000000000bb'
  portico.context.connection.upsert('eip155', { connectorId: 'embedded', accounts: [eoa], caipNetworkId: 'eip155:1' })
  const value = { portico, t: createTranslate(en), catalogue: en, locale: 'en' as const, dir: 'ltr' as const, attachToBody: true, viewMemory: new WeakMap() }
  const host = document.body.appendChild(document.createElement('div'))
  root = createRoot(host)
  await act(async () =>
    root!.render(
      <PorticoContext.Provider value={value}>
        <AccountType />
      </PorticoContext.Provider>,
    ),
  )
  expect(host.textContent).toBe('smartAccount') // eip155's default: the address is no embedded user's yet
  // The frame's user arrives (or changes) alone, the connection as it was: the EOA acts.
  await act(async () => portico.stores.embedded.setState({ accounts: { eoa, smartAccount, preferred: 'eoa', deployed: true } }))
  expect(host.textContent).toBe('eoa')
})
