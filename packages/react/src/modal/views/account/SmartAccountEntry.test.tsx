import { type Adapter, createMemoryStorage, createPortico, type Portico } from '@portico/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PorticoContext } from '../../../context'
import { testContextValue } from '../../../testing/testContext'
import { testMainnet } from '../../../testing/testKit'
import { testEvmRules } from '../../../testing/testChainRules'
import { SmartAccountEntry } from './SmartAccountEntry'

function kit(): Portico {
  const adapter = {
    namespace: 'eip155',
    chain: testEvmRules,
    networks: [testMainnet],
    setup: () => () => undefined,
    getConnectors: () => [],
    reconnect: async () => [],
  } as unknown as Adapter
  return createPortico({ adapters: [adapter], storage: createMemoryStorage() })
}

function render(portico: Portico): string {
  const value = testContextValue(portico)
  return renderToStaticMarkup(
    <PorticoContext.Provider value={value}>
      <SmartAccountEntry />
    </PorticoContext.Provider>,
  )
}

const accounts = { eoa: '0x00000000000000000000000000000000000000aa', smartAccount: '0x00000000000000000000000000000000000000bb' }

describe('SmartAccountEntry (the Account view’s account type)', () => {
  it('shows nothing where the wallet has no smart account', () => {
    expect(render(kit())).toBe('')
  })

  it('says the smart account acts, that it is not deployed yet, and offers the EOA', () => {
    const portico = kit()
    portico.stores.embedded.setState({ accounts: { ...accounts, preferred: 'smartAccount', deployed: false } })
    const html = render(portico)
    expect(html).toContain('Account type: Smart account')
    expect(html).toContain('Not deployed yet: your first transaction deploys it.')
    expect(html).toContain('>Use the EOA</button>')
    portico.stores.embedded.setState({ accounts: { ...accounts, preferred: 'smartAccount', deployed: true } })
    expect(render(portico)).toContain('Deployed on this network.')
  })

  it('says the EOA acts and offers the smart account back', () => {
    const portico = kit()
    portico.stores.embedded.setState({ accounts: { ...accounts, preferred: 'eoa', deployed: false } })
    const html = render(portico)
    expect(html).toContain('Account type: EOA')
    expect(html).not.toContain('deploy')
    expect(html).toContain('>Use the smart account</button>')
  })
})
