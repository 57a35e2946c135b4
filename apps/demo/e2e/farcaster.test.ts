import { truncateAddress } from '@portico/core'
import { devnetFarcaster } from '@portico/devnet'
import { approveFarcasterSignIn } from '@portico/test-wallet'
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { standInRelayKey } from '../../../packages/server/src/testing/farcaster/relayStandIn.ts'
import { audit } from './axe'
import { useDemo } from './harness'
import { layoutProblems } from './layout'
import { untranslatedKeys } from './untranslated'
import { e2eAccounts } from './accounts'

const accounts = e2eAccounts.farcaster

// Sign In With Farcaster through the demo's modal: the project `portico-farcaster` offers Farcaster; the
// server opens a channel at the local relay stand-in, the scripted Farcaster app (test-wallet) approves
// with FID 1's custody key, the server checks it against the devnet's ID registry stand-in.

const open = useDemo()

const loginCache = (page: Page) =>
  page.evaluate(() => Object.fromEntries(['portico.socialUsername', 'portico.emailLoginUsed'].map((key) => [key, localStorage.getItem(key)])))

describe('Sign In With Farcaster in the modal', () => {
  test('QR code, the Farcaster app approves, connected with the username; a reload keeps it; disconnect clears it', async () => {
    const { page } = await open({ accountIndex: accounts.evm.login, query: `?projectId=${inject('farcasterProjectId')}` })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Continue with Farcaster' }).click()
    const view = page.getByRole('dialog', { name: 'Sign in with Farcaster' })
    await view.getByRole('img', { name: 'QR code to sign in with Farcaster' }).waitFor()
    await view.getByText('Approve the sign-in in the Farcaster app.').waitFor()
    const url = await view.locator('[data-farcaster-url]').getAttribute('data-farcaster-url')
    expect(url).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)

    await approveFarcasterSignIn({ url: url!, relayUrl: inject('farcasterRelayUrl'), relayKey: standInRelayKey, fid: devnetFarcaster.fid, username: devnetFarcaster.username })
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 }).toBe('connected')
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    expect(await loginCache(page)).toEqual({ 'portico.socialUsername': JSON.stringify(devnetFarcaster.username), 'portico.emailLoginUsed': 'true' })
    const address = await page.getByTestId('address').textContent()
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // A reload keeps the session (the frame's cookie) and the cached username.
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 }).toBe('connected')
    expect(await page.getByTestId('address').textContent()).toBe(address)
    expect((await loginCache(page))['portico.socialUsername']).toBe(JSON.stringify(devnetFarcaster.username))

    // Disconnect: the frame signs out and the login cache is cleared.
    await page.getByRole('button', { name: new RegExp(truncateAddress(address!).replace(/\./g, '\\.')) }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    expect(await loginCache(page)).toEqual({ 'portico.socialUsername': null, 'portico.emailLoginUsed': null })
  })

  test.each(['light', 'dark'] as const)('%s theme on a phone: Connect, the QR code and a refused sign-in with its retry are axe-clean, translated and fit', async (theme) => {
    const { page } = await open({ accountIndex: accounts.evm.phone, viewport: { width: 360, height: 740 }, query: `?projectId=${inject('farcasterProjectId')}&theme=${theme}` })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const problems: unknown[] = []
    const check = async (view: string) => {
      const blocking = (await audit(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ view, rule: v.rule }))
      problems.push(...blocking, ...(await untranslatedKeys(page)).map((key) => ({ view, untranslated: key })), ...(await layoutProblems(page)).map((problem) => ({ view, problem })))
    }
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await connect.getByRole('button', { name: 'Continue with Farcaster' }).waitFor()
    await check('Connect')
    await connect.getByRole('button', { name: 'Continue with Farcaster' }).click()
    const view = page.getByRole('dialog', { name: 'Sign in with Farcaster' })
    await view.getByRole('img', { name: 'QR code to sign in with Farcaster' }).waitFor()
    await check('ConnectingFarcaster')

    // The app signs for a FID its key does not hold: the server refuses, the view says so and offers a retry.
    const url = await view.locator('[data-farcaster-url]').getAttribute('data-farcaster-url')
    await approveFarcasterSignIn({ url: url!, relayUrl: inject('farcasterRelayUrl'), relayKey: standInRelayKey, fid: 2 })
    await view.getByRole('alert').getByText('Signing in with Farcaster did not work').waitFor({ timeout: 15_000 })
    await check('ConnectingFarcaster, refused')
    await view.getByRole('button', { name: 'Try again' }).click()
    await view.getByRole('img', { name: 'QR code to sign in with Farcaster' }).waitFor()
    const again = await view.locator('[data-farcaster-url]').getAttribute('data-farcaster-url')
    expect(again).not.toBe(url)
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    expect(problems).toEqual([])
  }, 120_000)
})
