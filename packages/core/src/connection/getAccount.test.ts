import { expect, test } from 'vitest'
import { createPortico } from '../kit/createPortico'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { connectedAddress, testAdapter } from '../testing/testAdapter'

const smartAccount = '0x00000000000000000000000000000000000000bb'
const eoa = connectedAddress

test("the embedded wallet's user: preferredAccountType is the type of the account acting, after each switch, not the namespace default", async () => {
  const portico = createPortico({ adapters: [testAdapter()], storage: createMemoryStorage() })
  await portico.ready
  await portico.connect({ connectorId: 'io.metamask' })
  const connection = portico.context.connection.active('eip155')!
  // The namespace default (eip155: smart account) for an account that is not the embedded user's.
  expect(portico.getAccount().preferredAccountType).toBe('smartAccount')

  // The person switched to the EOA in the Account view: the frame's user says so, the EOA acts.
  portico.stores.embedded.setState({ accounts: { eoa, smartAccount, preferred: 'eoa', deployed: true } })
  expect(portico.getAccount()).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })

  // …and back: the smart account acts (the address changes with it; either store may change first).
  portico.context.connection.update('eip155', { ...connection, accounts: [smartAccount] })
  expect(portico.getAccount()).toMatchObject({ address: smartAccount, preferredAccountType: 'smartAccount' })
  portico.stores.embedded.setState({ accounts: { eoa, smartAccount, preferred: 'smartAccount', deployed: true } })
  expect(portico.getAccount().preferredAccountType).toBe('smartAccount')

  // Logged out (no embedded accounts): the default again.
  portico.context.connection.update('eip155', { ...connection, accounts: [eoa] })
  portico.stores.embedded.setState({ accounts: undefined })
  expect(portico.getAccount().preferredAccountType).toBe('smartAccount')
})

test("with defaultAccountTypes eoa, the embedded user's smart account still reports smartAccount when it acts (addresses compared in any case)", async () => {
  const portico = createPortico({ adapters: [testAdapter()], storage: createMemoryStorage(), defaultAccountTypes: { eip155: 'eoa' } })
  await portico.ready
  await portico.connect({ connectorId: 'io.metamask' })
  portico.context.connection.update('eip155', { ...portico.context.connection.active('eip155')!, accounts: [smartAccount.toUpperCase().replace('0X', '0x')] })
  portico.stores.embedded.setState({ accounts: { eoa, smartAccount, preferred: 'smartAccount', deployed: false } })
  expect(portico.getAccount().preferredAccountType).toBe('smartAccount')
})

test("the embedded wallet's connector on a network without a smart account (no bundler): its EOA acts, preferredAccountType is eoa", async () => {
  const portico = createPortico({ adapters: [testAdapter()], storage: createMemoryStorage() })
  await portico.ready
  portico.context.connectors.setState({ connectors: [{ id: 'portico-embedded', name: 'E-mail', type: 'auth', chainNamespace: 'eip155', installed: true }] })
  portico.context.connection.upsert('eip155', { connectorId: 'portico-embedded', accounts: [eoa], caipNetworkId: 'eip155:1' })
  portico.context.connection.setStatus('eip155', 'connected')
  expect(portico.stores.embedded.getState().accounts).toBeUndefined()
  expect(portico.getAccount()).toMatchObject({ connectorId: 'portico-embedded', address: eoa, preferredAccountType: 'eoa' })
})
