import { button, dialog, type Journey } from './journey'
import { e2eAccounts, evmAddressOf } from '../accounts'

const { evm } = e2eAccounts.accessibility

// The journeys through the account's features: a name, the on-ramp, Pay.

export const featureJourneys: Record<string, Journey> = {
  'choose a name': {
    account: evm.name,
    query: '',
    steps: [
      {
        view: 'Register Account Name, available',
        async reach(demo) {
          await button(demo, 'Connect Wallet').click()
          await button(demo, 'Portico Test Wallet').click()
          await dialog(demo, 'Account').getByRole('button', { name: 'Choose a name' }).click()
          const name = `a11y-${Date.now().toString(36)}`
          await dialog(demo, 'Choose a Name').getByRole('textbox', { name: 'Name' }).fill(name)
          await dialog(demo, 'Choose a Name').getByRole('status').getByText(`${name} is available`).waitFor()
        },
      },
      {
        view: 'Register Account Name Success',
        async reach(demo) {
          await button(demo, 'Register name').click()
          await dialog(demo, 'Name Registered').getByRole('button', { name: 'Done' }).waitFor()
        },
      },
      {
        view: 'Account, with a name',
        async reach(demo) {
          await button(demo, 'Done').click()
          await dialog(demo, 'Account').getByText(/^Name: a11y-/).waitFor()
        },
      },
    ],
  },
  swap: {
    account: evm.swap,
    query: '',
    steps: [
      {
        view: 'Swap, with a quote',
        async reach(demo) {
          await button(demo, 'Connect Wallet').click()
          await button(demo, 'Portico Test Wallet').click()
          await dialog(demo, 'Account').getByRole('button', { name: 'Swap', exact: true }).click()
          const swap = dialog(demo, 'Swap')
          await swap.getByRole('combobox', { name: 'You pay' }).selectOption({ label: 'PUSD — Portico USD' })
          await swap.getByRole('textbox', { name: 'Amount to pay' }).fill('1')
          await swap.getByText('Minimum received').waitFor()
        },
      },
      {
        view: 'Swap preview, approve first',
        async reach(demo) {
          await button(demo, 'Review swap').click()
          await dialog(demo, 'Review Swap').getByRole('button', { name: 'Approve PUSD' }).waitFor()
        },
      },
      {
        view: 'Swap preview, swapped',
        async reach(demo) {
          await button(demo, 'Approve PUSD').click()
          await dialog(demo, 'Review Swap').getByRole('button', { name: 'Swap', exact: true }).click()
          await dialog(demo, 'Review Swap').getByRole('status').getByText(/^Swapped/).waitFor()
        },
      },
      {
        // The app's own transaction (the demo's Approve card, sendCalls with the kit's review): an unlimited
        // allowance reads as a danger, Continue one step further.
        view: 'Review transaction, a danger',
        async reach(demo) {
          const { page } = demo
          for (let i = 0; i < 4 && (await page.getByRole('dialog').count()) > 0; i++) await page.keyboard.press('Escape')
          await page.getByRole('dialog').first().waitFor({ state: 'detached' })
          const card = page.getByRole('region', { name: 'Approve PUSD' })
          await card.getByRole('textbox', { name: 'Spender' }).fill(evmAddressOf(evm.name))
          await card.getByRole('button', { name: 'Approve unlimited PUSD' }).click()
          await dialog(demo, 'Review transaction').getByRole('checkbox', { name: 'I understand the risk' }).waitFor()
        },
      },
    ],
  },
  'buy (on-ramp)': {
    account: evm.buy,
    query: '',
    steps: [
      {
        view: 'Buy, with quotes',
        async reach(demo) {
          await button(demo, 'Connect Wallet').click()
          await button(demo, 'Portico Test Wallet').click()
          await dialog(demo, 'Account').getByRole('button', { name: 'Buy', exact: true }).click()
          await dialog(demo, 'Buy').getByRole('textbox', { name: 'Amount to pay' }).fill('50')
          await dialog(demo, 'Buy').getByRole('radio', { name: /^Devnet sandbox/ }).waitFor()
        },
      },
      {
        view: 'Buy, amount over the limit',
        async reach(demo) {
          await dialog(demo, 'Buy').getByRole('textbox', { name: 'Amount to pay' }).fill('9000')
          await dialog(demo, 'Buy').getByRole('alert').getByText('Card purchases are from 10 to 7,500 USD').waitFor()
          await dialog(demo, 'Buy').getByRole('textbox', { name: 'Amount to pay' }).fill('50')
          await dialog(demo, 'Buy').getByRole('radio', { name: /^Devnet sandbox/ }).waitFor()
        },
      },
      {
        view: 'Checkout, waiting',
        async reach(demo) {
          await button(demo, 'Continue to checkout').click()
          await dialog(demo, 'Checkout').getByRole('link', { name: /^Pay with Devnet sandbox/ }).waitFor()
        },
      },
    ],
  },
  pay: {
    account: evm.pay,
    // A shop of its own: pay.test checks the demo's shop's balance.
    query: `?payTo=${evmAddressOf(evm.payShop)}`,
    steps: [
      {
        view: 'Pay, disconnected',
        async reach(demo) {
          await demo.page.getByRole('region', { name: 'Pay 5 PUSD' }).getByRole('button', { name: 'Pay 5 PUSD' }).click()
          await dialog(demo, 'Pay').getByRole('button', { name: 'Connect a wallet to pay' }).waitFor()
        },
      },
      {
        view: 'Pay, connected, a network to pay on',
        async reach(demo) {
          await button(demo, 'Connect a wallet to pay').click()
          await button(demo, 'Portico Test Wallet').click()
          await dialog(demo, 'Pay').getByRole('list', { name: 'Pay on' }).getByRole('button').first().waitFor()
        },
      },
      {
        view: 'Pay, paid',
        async reach(demo) {
          await button(demo, 'Pay 5.000 PUSD').click()
          await dialog(demo, 'Pay').getByRole('status').getByText(/^Paid 5\.000 PUSD/).waitFor()
        },
      },
    ],
  },
  'pay with an exchange': {
    account: evm.exchange,
    query: '',
    steps: [
      {
        view: 'Pay, the exchanges',
        async reach(demo) {
          await demo.page.getByRole('region', { name: 'Pay 5 PUSD' }).getByRole('button', { name: 'Pay 5 PUSD' }).click()
          await dialog(demo, 'Pay').getByRole('list', { name: 'Pay with an exchange' }).getByRole('button', { name: 'Sandbox Exchange' }).waitFor()
        },
      },
      {
        view: 'Pay, waiting at the exchange',
        async reach(demo) {
          await dialog(demo, 'Pay').getByRole('button', { name: 'Sandbox Exchange' }).click()
          await dialog(demo, 'Pay').getByRole('link', { name: 'Open Sandbox Exchange' }).waitFor()
        },
      },
    ],
  },
  'pay, short balance': {
    account: evm.shortBalance,
    query: '',
    steps: [
      {
        view: 'Pay, insufficient balance',
        async reach(demo) {
          await button(demo, 'Connect Wallet').click()
          await button(demo, 'Portico Test Wallet').click()
          await demo.page.keyboard.press('Escape')
          await demo.page.getByRole('region', { name: 'Pay 5 PUSD' }).getByRole('button', { name: 'Pay 5 PUSD' }).click()
          await dialog(demo, 'Pay').getByRole('alert').getByText('Insufficient balance').waitFor()
        },
      },
    ],
  },
}
