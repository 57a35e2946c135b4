import { mkdirSync, writeFileSync } from 'node:fs'
import { afterAll, describe, expect, test } from 'vitest'
import { codeOf, deviceLinkOf } from '../../../packages/server/src/testing/mailCatcher.ts'
import { audit, type AuditRow, formatReport } from './axe'
import { approveDevice, cooldownsPass, frameOf, mail, newEmail } from './embedded/mail'
import { accountAsSmartAccount, batchApproval, closeApproval, sendAsSmartAccount } from './embedded/smartAccountViews'
import { fundAccount } from './fund'
import { chainIds, type Demo, dismissBalanceToast, useDemo } from './harness'
import { untranslatedKeys } from './untranslated'

// axe-core (WCAG 2.0/2.1/2.2, A and AA) on the demo page and on every view of the modal, in the
// light and the dark theme. Each journey opens the demo once per theme and walks its views in
// order; each step brings the page to a view, which is then audited as a whole document.

const open = useDemo()
// The e-mail journey's address and code, per demo (one per theme).
const emails = new WeakMap<Demo, string>()
const codes = new WeakMap<Demo, string>()

type Step = { view: string; reach(demo: Demo): Promise<void> }
// `account` may differ by theme: a journey that changes the account for good (a name) needs a fresh one each time.
type Journey = {
  account: number | { light: number; dark: number }
  query: string
  walletChains?: number[]
  /** A Bitcoin Wallet Standard test wallet beside the EVM one. */
  bitcoinWallet?: boolean
  /** The Polkadot extension and the Keplr-style wallet beside the EVM one. */
  otherNamespaces?: boolean
  /** A Solana test wallet under the EVM one's name: one wallet of two namespaces. */
  solanaWallet?: boolean
  steps: Step[]
}

const dialog = (demo: Demo, name: string) => demo.page.getByRole('dialog', { name, exact: true })
const button = (demo: Demo, name: string | RegExp) => demo.page.getByRole('button', { name, exact: true })

async function openConnect(demo: Demo) {
  await button(demo, 'Connect Wallet').click()
  // The registry's recommended wallets are in: the list is complete.
  await dialog(demo, 'Connect Wallet').getByRole('button', { name: 'Rainbow', exact: true }).waitFor()
}

async function search(demo: Demo, query: string, expected: string) {
  const allWallets = dialog(demo, 'All Wallets')
  await allWallets.getByRole('searchbox', { name: 'Search wallet' }).fill(query)
  await expect.poll(() => allWallets.getByRole('list', { name: 'Wallets' }).getByRole('button').first().getAttribute('aria-label')).toBe(expected)
}

const journeys: Record<string, Journey> = {
  'a Bitcoin account: sign in with Bitcoin, the account, its networks': {
    account: 0,
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
    account: 0,
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
  'from a visitor to a connected account': {
    account: 25,
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
          await send.getByRole('textbox', { name: 'Receiver address' }).fill(demo.wallet.accounts[9]!)
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
  'log in with e-mail, and approve in the wallet frame': {
    account: 45,
    query: '?projectId=portico-embedded',
    steps: [
      {
        view: 'Connect, with the e-mail field',
        async reach(demo) {
          await button(demo, 'Connect Wallet').click()
          await dialog(demo, 'Connect Wallet').getByRole('textbox', { name: 'E-mail' }).waitFor()
        },
      },
      {
        view: 'Email Login, waiting for the device link',
        async reach(demo) {
          const email = newEmail()
          emails.set(demo, email)
          await dialog(demo, 'Connect Wallet').getByRole('textbox', { name: 'E-mail' }).fill(email)
          await button(demo, 'Continue with e-mail').click()
          await dialog(demo, 'Log in with E-mail').getByText(`We sent a link to ${email}.`, { exact: false }).waitFor()
        },
      },
      {
        view: 'Email Login, a wrong code',
        async reach(demo) {
          const email = emails.get(demo)!
          await approveDevice(demo.page, deviceLinkOf(await mail(email, 0)))
          const login = dialog(demo, 'Log in with E-mail')
          const code = codeOf(await mail(email, 1))
          codes.set(demo, code)
          await login.getByRole('textbox', { name: 'Code' }).fill(code === '000000' ? '000001' : '000000')
          await button(demo, 'Continue').click()
          await login.getByRole('alert').getByText('This code is not right. Try again.').waitFor()
        },
      },
      {
        view: 'Account, e-mail wallet',
        async reach(demo) {
          await dialog(demo, 'Log in with E-mail').getByRole('textbox', { name: 'Code' }).fill(codes.get(demo)!)
          await button(demo, 'Continue').click()
          await dialog(demo, 'Account').getByText(`E-mail: ${emails.get(demo)!}`).waitFor()
        },
      },
      {
        // The export first: after an e-mail change, export is held for 24 hours.
        view: 'Export Private Key, the code',
        async reach(demo) {
          cooldownsPass()
          await dialog(demo, 'Account').getByRole('button', { name: 'Export private key' }).click()
          await dialog(demo, 'Export Private Key').waitFor()
          await frameOf(demo.page).getByRole('textbox', { name: 'Code' }).waitFor()
        },
      },
      {
        view: 'Export Private Key, the key',
        async reach(demo) {
          const frame = frameOf(demo.page)
          await frame.getByRole('textbox', { name: 'Code' }).fill(codeOf(await mail(emails.get(demo)!, 2)))
          await frame.getByRole('button', { name: 'Show key' }).click()
          await frame.getByRole('button', { name: 'Copy key' }).waitFor()
        },
      },
      {
        // The e-mail change is typed in the wallet frame (its own origin); the host's dialog only places it.
        view: 'Update E-mail, the new address refused',
        async reach(demo) {
          await frameOf(demo.page).getByRole('button', { name: 'Done' }).click()
          cooldownsPass()
          await dialog(demo, 'Account').getByRole('button', { name: 'Update e-mail' }).click()
          await dialog(demo, 'Update E-mail').waitFor()
          const update = frameOf(demo.page).getByRole('dialog', { name: 'Update E-mail' })
          await update.getByRole('textbox', { name: 'New e-mail' }).fill(emails.get(demo)!)
          await update.getByRole('button', { name: 'Continue' }).click()
          await update.getByRole('alert').getByText('This is already your e-mail address.').waitFor()
        },
      },
      {
        view: 'Update E-mail, the code to the current address',
        async reach(demo) {
          cooldownsPass()
          const update = frameOf(demo.page).getByRole('dialog', { name: 'Update E-mail' })
          const updated = newEmail()
          await update.getByRole('textbox', { name: 'New e-mail' }).fill(updated)
          await update.getByRole('button', { name: 'Continue' }).click()
          await update.getByText('To confirm it is you', { exact: false }).waitFor()
          await update.getByRole('textbox', { name: 'Code' }).fill(codeOf(await mail(emails.get(demo)!, 3)))
          emails.set(demo, updated)
        },
      },
      {
        view: 'Update E-mail, the code to the new address',
        async reach(demo) {
          const update = frameOf(demo.page).getByRole('dialog', { name: 'Update E-mail' })
          await update.getByRole('button', { name: 'Continue' }).click()
          await update.getByText('Now enter the 6-digit code', { exact: false }).waitFor()
          await update.getByRole('textbox', { name: 'Code' }).fill(codeOf(await mail(emails.get(demo)!, 0)))
          await update.getByRole('button', { name: 'Continue' }).click()
          await dialog(demo, 'Account').getByText(`E-mail: ${emails.get(demo)!}`).waitFor()
        },
      },
      {
        view: 'Approve Transaction',
        async reach(demo) {
          await dialog(demo, 'Account').waitFor()
          await demo.page.keyboard.press('Escape')
          await demo.page.getByRole('dialog').waitFor({ state: 'detached' })
          await demo.page.getByRole('button', { name: 'Sign message' }).click()
          await dialog(demo, 'Approve Transaction').waitFor()
          await frameOf(demo.page).getByRole('heading', { name: 'Sign message' }).waitFor()
        },
      },
      {
        view: 'Account, the smart account (Portico Devnet 2)',
        async reach(demo) {
          await closeApproval(demo.page)
          await accountAsSmartAccount(demo.page)
        },
      },
      {
        view: 'Send, as the smart account',
        reach: (demo) => sendAsSmartAccount(demo.page),
      },
      {
        view: 'Approve Transaction, a batch from the smart account',
        reach: (demo) => batchApproval(demo.page),
      },
    ],
  },
  'choose a name': {
    account: { light: 53, dark: 54 },
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
    account: { light: 57, dark: 58 },
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
    ],
  },
  'buy (on-ramp)': {
    account: { light: 64, dark: 65 },
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
    account: { light: 77, dark: 78 },
    query: '',
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
    account: { light: 96, dark: 97 },
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
    account: 79,
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
  'Polkadot and Cosmos': {
    account: 27,
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
  'sign in when required, and a toast over the modal': {
    account: 26,
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

const report: AuditRow[] = []
afterAll(() => {
  console.log(`\n${formatReport(report)}\n`)
  // Every node of every violation, for a closer look (.cache is not in git).
  mkdirSync('.cache', { recursive: true })
  writeFileSync('.cache/axe-report.json', JSON.stringify(report, null, 2))
})

describe.each(['light', 'dark'] as const)('axe on every view, %s theme', (theme) => {
  test.each(Object.entries(journeys))('%s', async (_, journey) => {
    const separator = journey.query ? '&' : '?'
    const demo = await open({
      accountIndex: typeof journey.account === 'number' ? journey.account : journey.account[theme],
      query: `${journey.query}${separator}theme=${theme}`,
      ...(journey.walletChains ? { walletChains: journey.walletChains } : {}),
      ...(journey.bitcoinWallet ? { bitcoinWallet: { accountIndex: 6, name: 'Bitcoin Test Wallet' } } : {}),
      ...(journey.otherNamespaces ? { polkadotWallet: { accountIndex: 0 }, cosmosWallet: { accountIndex: 0 } } : {}),
      ...(journey.solanaWallet ? { solanaWallet: { accountIndex: 9 } } : {}),
    })
    if (journey.steps.some((step) => step.view.startsWith('Send') || step.view.startsWith('Swap') || step.view === 'Pay, paid')) await fundAccount(demo.wallet.address)
    const rows: AuditRow[] = []
    const untranslated: { view: string; keys: string[] }[] = []
    for (const step of journey.steps) {
      await step.reach(demo)
      const row = { view: step.view, theme, violations: await audit(demo.page) }
      rows.push(row)
      report.push(row)
      const keys = await untranslatedKeys(demo.page)
      if (keys.length) untranslated.push({ view: step.view, keys })
    }
    expect(untranslated).toEqual([])
    // Every serious or critical violation, with where it is, so a failure says what to fix.
    const blocking = rows.flatMap(({ view, violations }) =>
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ view, rule: v.rule, impact: v.impact, nodes: v.nodes.map((n) => `${n.target}: ${n.summary.split('\n').slice(1, 2).join('')}`) })),
    )
    expect(blocking).toEqual([])
  }, 240_000)
})
