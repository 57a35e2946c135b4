import { describe, expect, inject, test } from 'vitest'
import { embedded } from '../../../packages/react/src/i18n/messages/embedded'
import { audit } from './axe'
import { useDemo } from './harness'
import { e2eAccounts } from './accounts'

// The same-tab social login (issue 28): the browser blocks every popup, the person continues in
// the demo's own tab, signs in at the local stand-in, and the server sends the tab back to the demo,
// where the kit resumes the login (the frame redeems it) and reopens the modal on the account.

const open = useDemo()
const socials = inject('embeddedSocials')
const shots = process.env.PORTICO_SCREENSHOTS ?? '/tmp'

describe('social login when popups are blocked', () => {
  test('popups blocked → "Continue in this tab" → sign in at the stand-in → back on the demo, connected, the Account view names the person', async () => {
    // Google's stand-in (a real OpenID provider) when the project has it, else the first OAuth social.
    const provider = socials.includes('google') ? 'google' : socials.find((social) => social !== 'farcaster')!
    const label = embedded[`social.${provider}` as keyof typeof embedded] as string
    const { page } = await open({ accountIndex: e2eAccounts.socialRedirect.evm.wallet, query: '?projectId=portico-embedded&from=redirect' })
    const demoUrl = new URL(page.url())
    const logs: string[] = []
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`))
    let callbackUrl: string | undefined
    page.on('request', (request) => {
      if (/social|embedded/.test(request.url())) logs.push(`request ${request.method()} ${request.url()}`)
      if (request.isNavigationRequest() && request.url().includes('/v1/embedded/social/callback/')) callbackUrl = request.url()
    })
    // Every window refused, as a strict popup blocker does.
    await page.evaluate(() => {
      window.open = () => null
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: `Continue with ${label}`, exact: true }).click()
    const login = page.getByRole('dialog', { name: `Log in with ${label}` })
    await login.getByRole('status').getByText('Your browser blocked the sign-in window.').waitFor()
    expect(await audit(page)).toEqual([])

    await login.getByRole('button', { name: 'Continue in this tab' }).click()
    // The demo's tab is now on the stand-in's page.
    await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/^Local stand-in for /)
    expect(new URL(page.url()).origin).not.toBe(demoUrl.origin)
    const label2 = (await page.locator('label[for^="standin-"]').textContent()) ?? ''
    const unique = `redirect${[...Date.now().toString(36)].map((c) => (/\d/.test(c) ? String.fromCharCode(97 + Number(c)) : c)).join('')}`
    await page.locator('input[id^="standin-"]').fill(/mail/i.test(label2) ? `${unique}@example.com` : unique)
    await page.getByRole('button', { name: 'Sign in' }).click()

    // Back on the demo, the same page (its query kept, the fragment gone), connected, on the account.
    const account = page.getByRole('dialog', { name: 'Account' })
    const line = account.getByText(`Signed in with ${label} as `, { exact: false })
    await line.waitFor({ timeout: 30_000 }).catch(async (error) => {
      await page.screenshot({ path: `${shots}/social-redirect-failed.png` })
      console.log(logs.join('\n'))
      for (const frame of page.frames()) console.log(frame.url(), await frame.evaluate(() => JSON.stringify(sessionStorage)).catch((e: Error) => e.message))
      throw error
    })
    const back = new URL(page.url())
    expect(back.origin).toBe(demoUrl.origin)
    expect(back.search).toBe(demoUrl.search)
    expect(back.hash).toBe('')
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    expect(((await line.textContent()) ?? '').toLowerCase()).toContain(unique.toLowerCase())
    await page.screenshot({ path: `${shots}/social-redirect-account.png` })

    // The address bar's fragment is gone: a reload does not try the login again, the session stays.
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 }).toBe('connected')
    expect(await page.getByRole('dialog', { name: `Log in with ${label}` }).count()).toBe(0)

    // The provider's answer used again (a back button, a leaked URL): a page says the login is not
    // valid any more, with its code and a link back to the demo's origin only; no JSON, no session change.
    expect(callbackUrl).toBeDefined()
    const replay = await page.goto(callbackUrl!)
    expect(replay?.status()).toBe(400)
    expect(await page.title()).toBe('Login not completed')
    expect(await page.locator('main').getAttribute('data-error-code')).toBe('embedded_social_state_invalid')
    const link = page.getByRole('link', { name: `Back to ${demoUrl.host}` })
    expect(await link.getAttribute('href')).toBe(`${demoUrl.origin}/`)
    await page.screenshot({ path: `${shots}/social-redirect-refused.png` })
  })
})
