import { dismissBalanceToast } from '../harness'
import { button, dialog, openConnect, type Journey } from './journey'
import { e2eAccounts } from '../accounts'

const { evm } = e2eAccounts.accessibility

// The journeys of accounts beyond EVM: Bitcoin, a wallet of two namespaces, Polkadot and Cosmos.

export const namespaceJourneys: Record<string, Journey> = {
  'a Bitcoin account: sign in with Bitcoin, the account, its networks': {
    account: evm.namespaces,
    query: '?siwx=optional',
    bitcoinWallet: true,
    steps: [
      {
        view: 'Sign In (SIWXSignMessage), Bitcoin',
        async reach(demo) {
          await button(demo, 'Connect Wallet').click()
          await button(demo, 'Bitcoin Test Wallet').click()
          await dialog(demo, 'Sign In').getByRole('button', { name: 'Sign' }).waitFor()
        },
      },
      {
        view: 'Account, Bitcoin',
        async reach(demo) {
          await dialog(demo, 'Sign In').getByRole('button', { name: 'Sign' }).click()
          await demo.page.getByTestId('session-address').waitFor()
          await demo.page.getByRole('button', { name: /^tb1q/ }).first().click()
          await dialog(demo, 'Account').getByRole('button', { name: 'Network: Bitcoin Signet' }).waitFor()
        },
      },
      {
        view: 'Networks, Bitcoin',
        async reach(demo) {
          await button(demo, 'Network: Bitcoin Signet').click()
          await dialog(demo, 'Choose Network').getByRole('button', { name: 'Bitcoin Signet', exact: true }).waitFor()
        },
      },
    ],
  },
  'a wallet of two namespaces: one Connect entry, one namespace declined': {
    account: evm.namespaces,
    query: '',
    solanaWallet: true,
    steps: [
      {
        view: 'Connect, a wallet of two namespaces',
        async reach(demo) {
          await openConnect(demo)
        },
      },
      {
        view: 'ConnectingExternal, two namespaces, one declined',
        async reach(demo) {
          demo.solanaWallet!.setMode('reject')
          await dialog(demo, 'Connect Wallet').getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
          await dialog(demo, 'Portico Test Wallet').getByRole('button', { name: 'Continue' }).waitFor()
        },
      },
    ],
  },
  'Polkadot and Cosmos': {
    account: evm.polkadotCosmos,
    query: '',
    otherNamespaces: true,
    steps: [
      {
        view: 'Connect, wallets of four namespaces',
        async reach(demo) {
          await button(demo, 'Connect Wallet').click()
          await dialog(demo, 'Connect Wallet').getByRole('button', { name: 'Keplr', exact: true }).waitFor()
        },
      },
      {
        view: 'Account, Polkadot',
        async reach(demo) {
          await button(demo, 'portico-test-wallet').click()
          await dialog(demo, 'Account').getByText('Polkadot', { exact: true }).waitFor()
        },
      },
      {
        view: 'Networks, grouped by namespace',
        async reach(demo) {
          // The Polkadot account's balance toast (no node here) was audited with the Account; out of the way now.
          await dismissBalanceToast(demo.page)
          await button(demo, 'Network: Westend').click()
          await dialog(demo, 'Choose Network').getByRole('list', { name: 'Cosmos' }).waitFor()
        },
      },
      {
        view: 'Account, Cosmos',
        async reach(demo) {
          await button(demo, 'Cosmos Hub').click()
          await dialog(demo, 'Switch to Cosmos').getByRole('button', { name: 'Connect Wallet' }).click()
          await button(demo, 'Keplr').click()
          await dialog(demo, 'Account').getByText('Cosmos', { exact: true }).waitFor()
          // The Cosmos account's balance toast (no node here either) is audited with the Account once
          // it is in: arriving during the audit, it was caught fading in (a contrast of 2.66).
          await demo.page.locator('[data-portico-layer="toast"]').getByText('Token Balance Unavailable').waitFor()
        },
      },
    ],
  },
}
