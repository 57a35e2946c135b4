import { chainIds } from '../harness'
import { button, dialog, openConnect, search, type Journey } from './journey'
import { expect } from 'vitest'
import { e2eAccounts, evmAddressOf } from '../accounts'

const { evm } = e2eAccounts.accessibility

// The journeys of a visitor with a browser wallet: from the page to a connected account, and Sign In.

export const visitorJourneys: Record<string, Journey> = {
  'from a visitor to a connected account': {
    account: evm.visitor,
    query: '',
    // Devnet 2 is unknown to the wallet: switching to it waits on adding the chain, which the wallet can decline.
    walletChains: [0, 2],
    steps: [
      { view: 'Demo page, disconnected', reach: (demo) => button(demo, 'Connect Wallet').waitFor() },
      { view: 'Connect', reach: openConnect },
      {
        view: 'All Wallets, searched',
        async reach(demo) {
          await dialog(demo, 'Connect Wallet').getByRole('button', { name: /^All Wallets/ }).click()
          await search(demo, 'rain', 'Rainbow')
        },
      },
      {
        view: 'Get Wallet',
        async reach(demo) {
          await search(demo, 'Rabby', 'Rabby Wallet')
          await button(demo, 'Rabby Wallet').click()
          await dialog(demo, 'Rabby Wallet').getByText('is not installed', { exact: false }).waitFor()
        },
      },
      {
        view: 'Connecting WalletConnect (QR)',
        async reach(demo) {
          await button(demo, 'Back').click()
          await search(demo, 'Coinbase', 'Coinbase Wallet')
          await button(demo, 'Coinbase Wallet').click()
          await dialog(demo, 'Coinbase Wallet').getByRole('img', { name: 'WalletConnect QR code' }).waitFor()
        },
      },
      {
        view: 'Connecting External, pending',
        async reach(demo) {
          await button(demo, 'Back').click()
          await button(demo, 'Back').click()
          await dialog(demo, 'Connect Wallet').waitFor()
          demo.wallet.setMode('manual')
          await button(demo, 'Portico Test Wallet').click()
          await dialog(demo, 'Portico Test Wallet').getByText('Continue in Portico Test Wallet').waitFor()
        },
      },
      {
        view: 'Connecting External, rejected',
        async reach(demo) {
          await demo.wallet.reject()
          await dialog(demo, 'Portico Test Wallet').getByRole('button', { name: 'Try again' }).waitFor()
        },
      },
      {
        view: 'Account',
        async reach(demo) {
          demo.wallet.setMode('approve')
          await button(demo, 'Try again').click()
          await dialog(demo, 'Account').getByRole('list', { name: 'Tokens' }).getByRole('listitem').first().waitFor()
        },
      },
      {
        view: 'Connected Wallets (ProfileWallets)',
        async reach(demo) {
          await dialog(demo, 'Account').getByRole('button', { name: /^Connected wallets/ }).click()
          await dialog(demo, 'Connected Wallets').getByRole('list', { name: 'Connected wallets' }).waitFor()
        },
      },
      {
        view: 'Networks',
        async reach(demo) {
          await button(demo, 'Back').click()
          await button(demo, 'Network: Portico Devnet').click()
          await dialog(demo, 'Choose Network').waitFor()
        },
      },
      {
        view: 'Switch to Solana (SwitchActiveChain)',
        async reach(demo) {
          await button(demo, 'Portico Solana Test Chain').click()
          await dialog(demo, 'Switch to Solana').getByRole('button', { name: 'Connect Wallet' }).waitFor()
        },
      },
      {
        view: 'Networks, again',
        async reach(demo) {
          await button(demo, 'Back').click()
          await dialog(demo, 'Choose Network').waitFor()
        },
      },
      {
        view: 'Switch Network, pending',
        async reach(demo) {
          demo.wallet.setMode('manual')
          await button(demo, 'Portico Devnet 2').click()
          await dialog(demo, 'Portico Devnet 2').getByText('Approve in wallet').waitFor()
        },
      },
      {
        view: 'Switch Network, declined',
        async reach(demo) {
          await demo.wallet.reject()
          await dialog(demo, 'Portico Devnet 2').getByText('Switch declined').waitFor()
        },
      },
      {
        view: 'Send, with an error',
        async reach(demo) {
          demo.wallet.setMode('approve')
          await button(demo, 'Back').click()
          await button(demo, 'Back').click()
          await dialog(demo, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
          const send = dialog(demo, 'Send')
          await send.getByRole('textbox', { name: 'Amount' }).fill('1')
          await send.getByRole('textbox', { name: 'Receiver address' }).fill('0x1234')
          await send.getByRole('button', { name: 'Review send' }).click()
          await send.getByRole('alert').waitFor()
        },
      },
      {
        view: 'Send preview',
        async reach(demo) {
          const send = dialog(demo, 'Send')
          await send.getByRole('textbox', { name: 'Receiver address' }).fill(evmAddressOf(evm.sendReceiver))
          await send.getByRole('button', { name: 'Review send' }).click()
          await dialog(demo, 'Review Send').getByText(/ ETH$/).nth(1).waitFor()
        },
      },
      {
        view: 'Send preview, sent',
        async reach(demo) {
          await dialog(demo, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
          await dialog(demo, 'Review Send').getByRole('status').getByText('Sent 1.000 ETH').waitFor()
        },
      },
      {
        view: 'Receive',
        async reach(demo) {
          await button(demo, 'Done').click()
          await dialog(demo, 'Account').getByRole('button', { name: 'Receive', exact: true }).click()
          await dialog(demo, 'Receive').getByRole('img', { name: 'QR code of your address' }).waitFor()
        },
      },
      {
        view: 'Activity',
        async reach(demo) {
          await button(demo, 'Back').click()
          await dialog(demo, 'Account').getByRole('button', { name: 'Activity', exact: true }).click()
          // The funding (in) and the send (out), both confirmed.
          const activity = dialog(demo, 'Activity')
          await expect.poll(() => activity.locator('.portico-tx[data-status="confirmed"]').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3)
        },
      },
      {
        view: 'Demo page, connected',
        async reach(demo) {
          await demo.page.keyboard.press('Escape')
          await demo.page.getByRole('dialog').waitFor({ state: 'detached' })
          await demo.page.getByRole('button', { name: 'Sign message' }).waitFor()
        },
      },
      {
        view: 'Unsupported Chain',
        async reach(demo) {
          await demo.wallet.switchChain(chainIds.stray)
          await dialog(demo, 'Switch Network').getByText("This app doesn't support your current network.", { exact: false }).waitFor()
        },
      },
    ],
  },
  'sign in when required, and a toast over the modal': {
    account: evm.signIn,
    query: '?siwx=required',
    steps: [
      {
        view: 'SIWX sign message',
        async reach(demo) {
          await openConnect(demo)
          await button(demo, 'Portico Test Wallet').click()
          await dialog(demo, 'Sign In').getByRole('button', { name: 'Sign' }).waitFor()
        },
      },
      {
        view: 'Toast over the modal',
        async reach(demo) {
          demo.wallet.setMode('reject')
          await dialog(demo, 'Sign In').getByRole('button', { name: 'Sign' }).click()
          await demo.page.locator('[data-portico-layer="toast"]').getByRole('alert').waitFor()
          await dialog(demo, 'Sign In').getByRole('button', { name: 'Sign' }).waitFor()
        },
      },
    ],
  },
}
