import { codeOf, deviceLinkOf } from '../../../../packages/server/src/testing/mailCatcher.ts'
import { approveDevice, cooldownsPass, frameOf, mail, newEmail } from '../embedded/mail'
import { accountAsSmartAccount, batchApproval, closeApproval, sendAsSmartAccount } from '../embedded/smartAccountViews'
import type { Demo } from '../harness'
import { button, dialog, type Journey } from './journey'
import { e2eAccounts } from '../accounts'

const { evm } = e2eAccounts.accessibility

// The embedded wallet's journey: log in with e-mail, then approve in the wallet frame.

// The e-mail journey's address and code, per demo (one per theme).
const emails = new WeakMap<Demo, string>()
const codes = new WeakMap<Demo, string>()

export const emailJourney: Record<string, Journey> = {
  'log in with e-mail, and approve in the wallet frame': {
    account: evm.email,
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
          cooldownsPass(emails.get(demo)!)
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
          cooldownsPass(emails.get(demo)!)
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
          const update = frameOf(demo.page).getByRole('dialog', { name: 'Update E-mail' })
          const updated = newEmail()
          cooldownsPass(emails.get(demo)!, updated)
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
}
