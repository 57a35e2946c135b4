// @vitest-environment happy-dom
import { createMemoryStorage, createPortico } from '@portico/core'
import { act } from 'react'
import { expect, it } from 'vitest'
import { PorticoContext } from '../context'
import { useDomRoot } from '../testing/domRoot'
import { testContextValue } from '../testing/testContext'
import { renderOnlyAdapter } from '../testing/testKit'
import { usePorticoAccount } from './usePorticoAccount'

const dom = useDomRoot()

function AccountType() {
  return <p>{usePorticoAccount().preferredAccountType}</p>
}

it("re-renders with the account's type when the embedded wallet's user switches accounts", async () => {
  const portico = createPortico({ adapters: [renderOnlyAdapter], storage: createMemoryStorage() })
  const eoa = '0x00000000000000000000000000000000000000aa'
  const smartAccount = '0x00000000000000000000000000000000000000bb'
  portico.context.connection.upsert('eip155', { connectorId: 'embedded', accounts: [eoa], caipNetworkId: 'eip155:1' })
  const host = await dom.render(
    <PorticoContext.Provider value={testContextValue(portico)}>
      <AccountType />
    </PorticoContext.Provider>,
  )
  expect(host.textContent).toBe('smartAccount') // eip155's default: the address is no embedded user's yet
  // The frame's user arrives (or changes) alone, the connection as it was: the EOA acts.
  await act(async () => portico.stores.embedded.setState({ accounts: { eoa, smartAccount, preferred: 'eoa', deployed: true } }))
  expect(host.textContent).toBe('eoa')
})
