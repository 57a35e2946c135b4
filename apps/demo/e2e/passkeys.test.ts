import type { CDPSession, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { codeOf } from '../../../packages/server/src/testing/mailCatcher.ts'
import { frameOf, loginUpToCode, mail, newEmail } from './embedded/mail'
import { truncateAddress } from '@portico/core'
import { e2eAccounts, evmAddressOf } from './accounts'
import { audit } from './axe'
import { fundAccount } from './fund'
import { type Demo, devnetClient, useDemo } from './harness'
import { expectFits, upright } from './phoneFit'
import { showTheme, themes } from './themes'

// Passkeys (issue 40) through the demo's modal on a phone, with Chromium's virtual authenticator (the
// DevTools WebAuthn domain) standing in for the device's: sign up in Connect, a reload keeps the
// session, the same passkey logs in again in a fresh browser context (the passkey-only wallet exports
// its key with it first), a cancelled ceremony is said in words, and a passkey added (and named, then
// renamed) to an e-mail wallet is asked for at the key export and, once the person set a send limit, at
// a send above it. Every ceremony runs in the wallet frame (its own origin, the relying party), started
// by a click there. Each passkey view is checked where it shows, on the same page: axe in the light and
// the dark theme, and its fit on the three phones (phones.test's `expectFits`).

const open = useDemo()
// Accounts and addresses no other test file uses (the test wallet is installed, never connected here).
const { signUp: FIRST, emailWallet: SECOND, receiver: RECEIVER } = e2eAccounts.passkeys.evm
const query = '?projectId=portico-embedded'

/** A platform authenticator with user verification, as a phone or laptop has, on `page`'s DevTools session. */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  })
  return { cdp, authenticatorId }
}
type Authenticator = Awaited<ReturnType<typeof addAuthenticator>>
const setVerified = ({ cdp, authenticatorId }: Authenticator, isUserVerified: boolean) => cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified })
const credentialsOf = async ({ cdp, authenticatorId }: { cdp: CDPSession; authenticatorId: string }) => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials

/** Connect → "Log in with a passkey": the host's view, and the frame's own screen over it. */
async function openPasskeyLogin(demo: Demo) {
  await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await demo.page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Log in with a passkey' }).click()
  await demo.page.getByRole('dialog', { name: 'Log in with a Passkey' }).getByText('Your passkey is used only in the secure wallet window below').waitFor()
  const screen = frameOf(demo.page).getByRole('dialog', { name: 'Log in with a passkey' })
  await screen.waitFor()
  return screen
}

/** The demo at the upright phone's size, motion reduced so nothing is measured mid-animation. */
async function openPhone(accountIndex: number) {
  const demo = await open({ accountIndex, query, viewport: upright.viewport })
  await demo.page.emulateMedia({ reducedMotion: 'reduce' })
  return demo
}

/**
 * The view as it is now, in each theme: no serious or critical axe violation in the modal's dialog and
 * the wallet frame (the page around them is accessibility.test's); then its fit on each phone, the
 * frame's box included. Ends in the dark theme at the upright phone.
 */
async function checkView(page: Page, where: string) {
  for (const theme of themes) {
    await showTheme(page, theme)
    const blocking = (await audit(page, { within: '[role="dialog"]' })).filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(
      blocking.map((v) => `${v.rule}: ${v.nodes.map((n) => n.target).join(', ')}`),
      `${where}, ${theme}`,
    ).toEqual([])
  }
  await expectFits(page, where, { frame: true })
}

const connectedAddress = async (page: Page) => {
  await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 20_000 }).toBe('connected')
  return page.getByTestId('address').textContent()
}

describe('passkeys in the modal', () => {
  test('on a phone, each view in both themes: sign up with a passkey, reload, log in again in a fresh context (a cancelled ceremony said first); a passkey added (named, renamed) to an e-mail wallet is asked for at export and, above the send limit it sets, at a send', async () => {
    // Sign up: a new wallet and a discoverable passkey, from the click in the frame.
    const first = await openPhone(FIRST)
    const device = await addAuthenticator(first.page)
    const signup = await openPasskeyLogin(first)
    await signup.getByRole('button', { name: 'Create a new wallet with a passkey' }).click()
    await first.page.getByRole('dialog', { name: 'Account' }).waitFor()
    const address = await connectedAddress(first.page)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // A passkey-only wallet exports its key with the passkey alone (no e-mail to mail a code to).
    await first.page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Export private key' }).click()
    const onlyExport = frameOf(first.page).getByRole('dialog', { name: 'Export private key' })
    await onlyExport.getByRole('button', { name: 'Confirm with my passkey' }).click()
    expect(await onlyExport.getByRole('status', { name: 'Private key' }).textContent()).toMatch(/^0x[0-9a-f]{64}$/)
    await onlyExport.getByRole('button', { name: 'Done' }).click()
    // The passkey as the device now has it (its signature counter moved with the export's assertion).
    const [credential] = await credentialsOf(device)
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' })

    // The account says plainly what losing the only passkey means while no recovery e-mail is added.
    await first.page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Sessions, passkeys and logins' }).click()
    const account = frameOf(first.page).getByRole('dialog', { name: 'Sessions' })
    await account.getByText('A passkey is the only way into this wallet. If you lose it, you lose the wallet', { exact: false }).waitFor()
    await account.getByText('Passkeys on this wallet: 1.', { exact: false }).waitFor()
    // The sign-up's passkey is named by the platform the browser names and the day.
    await account.getByRole('listitem').getByText(/^Passkey on Linux, .+ \d{4}$/).waitFor()
    await account.getByRole('textbox', { name: 'E-mail address' }).waitFor()
    await checkView(first.page, 'passkey-only account: the warning and the recovery e-mail')
    await account.getByRole('button', { name: 'Close' }).click()

    // A reload keeps the session (the frame's cookie; the login cache says an embedded login was used).
    await first.page.reload()
    expect(await connectedAddress(first.page)).toBe(address)
    await first.close()

    // A fresh browser context with the same passkey on its authenticator (a synced passkey, say).
    const second = await openPhone(SECOND)
    const synced = await addAuthenticator(second.page)
    await synced.cdp.send('WebAuthn.addCredential', { authenticatorId: synced.authenticatorId, credential: credential! })
    const login = await openPasskeyLogin(second)
    // The person does not verify (a wrong fingerprint, the prompt dismissed): said in words, the screen stays.
    await setVerified(synced, false)
    await login.getByRole('button', { name: 'Use my passkey' }).click()
    await login.getByRole('alert').getByText('You cancelled the passkey request. Try again when you are ready.').waitFor()
    expect(await second.page.getByTestId('status').textContent()).not.toBe('connected')
    // The sign-up's and login's screen (both buttons), with the cancelled ceremony's words.
    await checkView(second.page, 'passkey sign-up and login, the ceremony cancelled')
    await setVerified(synced, true)
    await login.getByRole('button', { name: 'Use my passkey' }).click()
    await second.page.getByRole('dialog', { name: 'Account' }).waitFor()
    expect(await connectedAddress(second.page)).toBe(address)

    // An e-mail wallet, same page: a passkey added from its account, then asked for at the key export.
    await second.page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => second.page.getByTestId('status').textContent()).not.toBe('connected')
    const email = newEmail()
    const { login: emailLogin, code } = await loginUpToCode(second.page, email)
    await emailLogin.getByRole('textbox', { name: 'Code' }).fill(code)
    await emailLogin.getByRole('button', { name: 'Continue' }).click()
    const emailAccount = second.page.getByRole('dialog', { name: 'Account' })
    await emailAccount.getByText(`E-mail: ${email}`).waitFor()
    await emailAccount.getByRole('button', { name: 'Sessions, passkeys and logins' }).click()
    const settings = frameOf(second.page).getByRole('dialog', { name: 'Sessions' })
    await settings.getByText('Add a passkey: it logs you in', { exact: false }).waitFor()
    // Named as it is added (the field holds the default), then renamed in the list.
    await settings.getByRole('textbox', { name: 'Name of the new passkey' }).fill('Work laptop')
    await settings.getByRole('button', { name: 'Add a passkey' }).click()
    await settings.getByText('Passkey added.').waitFor()
    await settings.getByText('Passkeys on this wallet: 1.', { exact: false }).waitFor()
    expect(await credentialsOf(synced)).toHaveLength(2)
    await settings.getByRole('listitem').getByText('Work laptop', { exact: true }).waitFor()
    await settings.getByRole('button', { name: 'Close' }).click()

    await emailAccount.getByRole('button', { name: 'Export private key' }).click()
    const exporting = frameOf(second.page).getByRole('dialog', { name: 'Export private key' })
    await exporting.getByRole('textbox', { name: 'Code' }).waitFor()
    const exportCode = codeOf(await mail(email, 2))
    await exporting.getByRole('textbox', { name: 'Code' }).fill(exportCode)
    // The code alone is not enough: the passkey is asked; not verified, nothing is shown and the code stays.
    await setVerified(synced, false)
    await exporting.getByRole('button', { name: 'Show key' }).click()
    await exporting.getByText('You cancelled the passkey request. Try again when you are ready.').waitFor()
    expect(await exporting.getByRole('textbox', { name: 'Code' }).inputValue()).toBe(exportCode)
    await checkView(second.page, 'export: the passkey asked, the ceremony cancelled')
    await setVerified(synced, true)
    await exporting.getByRole('button', { name: 'Show key' }).click()
    await exporting.getByRole('alert').getByText('Anyone with this key controls your wallet', { exact: false }).waitFor()
    expect(await exporting.getByRole('status', { name: 'Private key' }).textContent()).toMatch(/^0x[0-9a-f]{64}$/)
    await exporting.getByRole('button', { name: 'Done' }).click()

    // A send limit, set from the account (the same page): the passkey confirms it.
    const walletAddress = (await second.page.getByTestId('address').textContent())!
    await second.page.keyboard.press('Escape')
    await emailAccount.waitFor({ state: 'hidden' })
    await second.page.getByRole('button').filter({ hasText: truncateAddress(walletAddress) }).click()
    await emailAccount.getByRole('button', { name: 'Sessions, passkeys and logins' }).click()
    const limits = frameOf(second.page).getByRole('dialog', { name: 'Sessions' })
    await limits.getByText('No limit is set: sends do not ask for your passkey.').waitFor()
    await limits.getByRole('textbox', { name: 'Limit' }).fill('0.001')
    await limits.getByRole('button', { name: 'Save limit' }).click()
    await limits.getByText('Limit saved.').waitFor()
    await limits.getByText('Sends above 0.001 ask for your passkey.').waitFor()
    // The passkey added above, renamed in place: the account's passkey views (the list, Add a passkey with
    // its name, the rename form, the limit set) checked at once.
    await limits.getByRole('button', { name: 'Rename Work laptop' }).click()
    await limits.getByRole('textbox', { name: 'New name for Work laptop' }).fill('Home laptop')
    await checkView(second.page, 'account: passkeys named, one being renamed, the send limit set')
    expect(await frameOf(second.page).locator('html').getAttribute('data-theme')).toBe('dark')
    await limits.getByRole('button', { name: 'Save name' }).click()
    await limits.getByText('Passkey renamed.').waitFor()
    await limits.getByRole('listitem').getByText('Home laptop', { exact: true }).waitFor()
    await limits.getByRole('button', { name: 'Close' }).click()
    await second.page.keyboard.press('Escape')
    await emailAccount.waitFor({ state: 'hidden' })

    // The demo's 0.01 ETH send is above it: Approve asks for the passkey in the frame. Not verified
    // (the prompt cancelled): nothing is signed, said in the approval; verified, the send goes out.
    await fundAccount(walletAddress as `0x${string}`)
    await second.page.getByRole('textbox', { name: 'Receiver', exact: true }).fill(evmAddressOf(RECEIVER))
    await second.page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    const approval = frameOf(second.page)
    await approval.getByText('This send is above your passkey limit: Approve asks for your passkey.').waitFor()
    const approve = approval.getByRole('button', { name: 'Approve' })
    await expect.poll(() => approve.getAttribute('aria-disabled')).toBeNull()
    await setVerified(synced, false)
    await approve.click()
    await approval.getByRole('alert').getByText('You cancelled the passkey request. Try again when you are ready. Nothing was signed. Approve to try again, or Reject.').waitFor()
    expect(await second.page.getByTestId('tx-hash').count()).toBe(0)
    await checkView(second.page, 'a send above the limit: the passkey asked, the ceremony cancelled')
    await expect.poll(() => approve.getAttribute('aria-disabled')).toBeNull()
    await setVerified(synced, true)
    await approve.click()
    await expect.poll(() => second.page.getByTestId('tx-hash').count(), { timeout: 20_000 }).toBe(1)
    const receipt = await devnetClient(0).waitForTransactionReceipt({ hash: (await second.page.getByTestId('tx-hash').textContent()) as `0x${string}` })
    expect(receipt.status).toBe('success')
  })
})
