import { truncateAddress } from '@portico/core'
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { embedded } from '../../../packages/react/src/i18n/messages/embedded'
import { audit } from './axe'
import { useDemo } from './harness'
import { e2eAccounts } from './accounts'

const accounts = e2eAccounts.socialLogin

// Social login through the demo's modal (issue 28): the project `portico-embedded` turns on every
// social the e2e server has a local stand-in for (Google is a real OpenID provider), so a provider
// added later is covered here without a change. The sign-in happens in a real popup, on the
// stand-in's own page; the outcome reaches the wallet frame alone.

const open = useDemo()
const query = '?projectId=portico-embedded'
const socials = inject('embeddedSocials')
const shots = process.env.PORTICO_SCREENSHOTS ?? '/tmp'

/** The provider's name as the kit shows it (from the catalogue, so a new provider needs no change here). */
const labelOf = (provider: string) => embedded[`social.${provider}` as keyof typeof embedded] as string

/** The login cache the spec names (§3, §4), with the social login's picture beside its name, as the page's storage has it. */
const loginCache = (page: Page) =>
  page.evaluate(() => Object.fromEntries(['portico.socialUsername', 'portico.socialAvatar', 'portico.emailLoginUsed', 'portico.email'].map((key) => [key, localStorage.getItem(key)])))

/** The Account view's avatar image (its URL and the width it loaded at: 0 until it has), or null while the view shows none. */
const accountPicture = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Account' })
    .locator('img.portico-avatar--image')
    .evaluateAll((images) => images.map((image) => ({ src: (image as HTMLImageElement).src, width: (image as HTMLImageElement).naturalWidth }))[0] ?? null)

/**
 * Signs in on the stand-in's page in `popup` with a fresh identity: an e-mail where it asks for one
 * (the OpenID stand-ins), else a login. Returns what was typed.
 */
async function signInAtStandIn(popup: Page, provider: string) {
  await popup.waitForLoadState()
  await expect.poll(() => popup.title()).toMatch(/^Local stand-in for /)
  const field = popup.locator('input[id^="standin-"]')
  const label = (await popup.locator('label[for^="standin-"]').textContent()) ?? ''
  // Letters only: a stand-in's name field may take nothing else (Facebook's "Name on Facebook").
  const unique = `${provider}${[...Date.now().toString(36)].map((c) => (/\d/.test(c) ? String.fromCharCode(97 + Number(c)) : c)).join('')}`
  const value = /mail/i.test(label) ? `${unique}@example.com` : unique
  await field.fill(value)
  await popup.getByRole('button', { name: 'Sign in' }).click()
  return value
}

/** Opens the Connect view and clicks `provider`'s button; resolves with the popup it opened. */
async function clickSocial(page: Page, provider: string) {
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  if (!(await connect.isVisible())) await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const popup = page.waitForEvent('popup')
  await connect.getByRole('group', { name: 'Log in with a social account' }).getByRole('button', { name: `Continue with ${labelOf(provider)}`, exact: true }).click()
  return popup
}

describe('social login in the modal', () => {
  test('the Connect view lists the project’s socials in the spec’s order, labelled, each with its brand mark for the theme, axe-clean in both themes and on a phone', async () => {
    expect(socials.length).toBeGreaterThan(0)
    for (const [theme, phone] of [['light', false], ['dark', false], ['dark', true]] as const) {
      const { page, close } = await open({ accountIndex: accounts.evm.connectView, query: `${query}&theme=${theme}`, ...(phone ? { viewport: { width: 390, height: 844 } } : {}) })
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const group = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('group', { name: 'Log in with a social account' })
      await group.waitFor()
      const order = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'].filter((provider) => socials.includes(provider) && provider !== 'farcaster')
      const names = await group.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.querySelector('.portico-item__label')?.textContent))
      expect(names).toEqual(order.map((provider) => `Continue with ${labelOf(provider)}`))
      // Each button's mark is the server's for the theme, decorative (empty alt: the button's text or label names it), and loaded.
      const marks = () =>
        group.getByRole('button').evaluateAll((buttons) =>
          buttons.map((button) => {
            const image = button.querySelector('img')
            return image && { src: image.getAttribute('src'), alt: image.getAttribute('alt'), loaded: image.complete && image.naturalWidth > 0 }
          }),
        )
      await expect.poll(async () => (await marks()).every((mark) => mark?.loaded), { timeout: 10_000 }).toBe(true)
      expect(await marks()).toEqual(order.map((provider) => ({ src: `${inject('serverUrl')}/v1/social-images/${provider}-${theme}.svg`, alt: '', loaded: true })))
      // Keyboard: Tab reaches each button.
      await group.getByRole('button').first().focus()
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Continue with')
      expect(await audit(page)).toEqual([])
      await page.screenshot({ path: `${shots}/social-connect-${theme}${phone ? '-phone' : ''}.png` })
      await close()
    }
  })

  for (const [index, provider] of socials.filter((social) => social !== 'farcaster').entries()) {
    test(`${provider}: popup, sign in at the stand-in, connected with the name and picture shown; a reload keeps them; disconnect clears the cache`, async () => {
      const label = labelOf(provider)
      const { page } = await open({ accountIndex: accounts.evm.providers[index]!, query })
      const popup = await clickSocial(page, provider)
      const login = page.getByRole('dialog', { name: `Log in with ${label}` })
      await login.getByRole('status').getByText(`Continue in the ${label} window`).waitFor()
      if (index === 0) await page.screenshot({ path: `${shots}/social-connecting.png` })
      const window = await popup
      const typed = await signInAtStandIn(window, provider)

      const account = page.getByRole('dialog', { name: 'Account' })
      const line = account.getByText(`Signed in with ${label} as `, { exact: false })
      await line.waitFor({ timeout: 30_000 }).catch(async (error) => {
        await page.screenshot({ path: `${shots}/social-failed-${provider}.png` })
        if (!window.isClosed()) console.log('popup', window.url(), await window.content())
        throw error
      })
      await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
      const shown = ((await line.textContent()) ?? '').replace(`Signed in with ${label} as `, '')
      // Case aside: Apple's stand-in gives the name capitalised, as Apple's first-login form does.
      expect(shown.toLowerCase()).toContain(typed.split('@')[0]!.toLowerCase())
      // The provider's picture, served by its stand-in on 127.0.0.1, is the Account view's avatar (Apple gives none: the gradient stays).
      let picture: { src: string; width: number } | null = null
      if (provider === 'apple') expect(await accountPicture(page)).toBeNull()
      else {
        await expect.poll(async () => (await accountPicture(page))?.width ?? 0).toBeGreaterThan(0)
        picture = await accountPicture(page)
        expect(new URL(picture!.src).hostname).toBe('127.0.0.1')
      }
      expect(await loginCache(page)).toEqual({ 'portico.socialUsername': JSON.stringify(shown), 'portico.socialAvatar': picture && JSON.stringify(picture.src), 'portico.emailLoginUsed': 'true', 'portico.email': null })
      if (index === 0) await page.screenshot({ path: `${shots}/social-account.png` })
      const address = (await page.getByTestId('address').textContent()) as `0x${string}`

      // A reload keeps the session: the frame still has it, the name comes back with the user.
      await page.reload()
      await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 }).toBe('connected')
      expect(await page.getByTestId('address').textContent()).toBe(address)
      await page.getByRole('button', { name: new RegExp(truncateAddress(address!).replace(/\./g, '\\.')) }).click()
      await page.getByRole('dialog', { name: 'Account' }).getByText(`Signed in with ${label} as ${shown}`).waitFor()
      if (picture) await expect.poll(() => accountPicture(page).then((shownPicture) => shownPicture?.src)).toBe(picture.src)

      await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
      await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
      expect(await loginCache(page)).toEqual({ 'portico.socialUsername': null, 'portico.socialAvatar': null, 'portico.emailLoginUsed': null, 'portico.email': null })
      // The picture is gone with the account: no avatar image anywhere on the page.
      expect(await page.locator('img.portico-avatar--image').count()).toBe(0)
    })
  }

  test('"Deny" at the provider: the view says the sign-in was cancelled, axe-clean, and Try again signs in', async () => {
    // The first OpenID stand-in and, when the project has it, GitHub (an OAuth 2.0 one): each answers a refusal its own way.
    const refusing = [socials.find((social) => social !== 'farcaster')!, ...(socials.includes('github') ? ['github'] : [])].filter((p, i, all) => all.indexOf(p) === i)
    for (const [index, provider] of refusing.entries()) {
      const label = labelOf(provider)
      const { page, close } = await open({ accountIndex: accounts.evm.denied[index]!, query })
      const window = await clickSocial(page, provider)
      await window.waitForLoadState()
      await expect.poll(() => window.title()).toMatch(/^Local stand-in for /)
      await window.getByRole('button', { name: 'Deny' }).click()
      const login = page.getByRole('dialog', { name: `Log in with ${label}` })
      await login.getByText(`The sign-in at ${label} was cancelled or not allowed.`).waitFor({ timeout: 30_000 })
      expect(await page.getByTestId('status').textContent()).toBe('disconnected')
      expect(await loginCache(page)).toEqual({ 'portico.socialUsername': null, 'portico.socialAvatar': null, 'portico.emailLoginUsed': null, 'portico.email': null })
      expect(await audit(page)).toEqual([])
      if (index === 0) await page.screenshot({ path: `${shots}/social-denied.png` })
      const again = page.waitForEvent('popup')
      await login.getByRole('button', { name: 'Try again' }).click()
      await signInAtStandIn(await again, provider)
      await page.getByRole('dialog', { name: 'Account' }).getByText(`Signed in with ${label} as `, { exact: false }).waitFor({ timeout: 30_000 })
      await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
      await close()
    }
  })

  test('a blocked popup: the view says so and opens the window from its own button; a window closed early can be tried again', async () => {
    const provider = socials.find((social) => social !== 'farcaster')!
    const label = labelOf(provider)
    const { page } = await open({ accountIndex: accounts.evm.blocked, query })
    // The browser refuses the first window (as a popup blocker does); later ones open.
    await page.evaluate(() => {
      const real = window.open.bind(window)
      let refused = false
      window.open = (...args: Parameters<typeof window.open>) => (refused ? real(...args) : ((refused = true), null))
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: `Continue with ${label}`, exact: true })
      .click()
    const login = page.getByRole('dialog', { name: `Log in with ${label}` })
    await login.getByRole('status').getByText('Your browser blocked the sign-in window.').waitFor()
    // The hint names both ways on: the window again, or this tab.
    expect(await login.locator('.portico-status__hint').textContent()).toBe('Try opening the sign-in window again, or continue in this tab: you come back here once you have signed in.')
    expect(await audit(page)).toEqual([])

    // Opened from the view's button; closed before signing in: the view says so and offers another try.
    let popup = page.waitForEvent('popup')
    await login.getByRole('button', { name: 'Open the sign-in window' }).click()
    const first = await popup
    await login.getByRole('status').getByText(`Continue in the ${label} window`).waitFor()
    await first.close()
    await login.getByRole('status').getByText('The sign-in window was closed before you signed in.').waitFor()

    popup = page.waitForEvent('popup')
    await login.getByRole('button', { name: 'Try again' }).click()
    await signInAtStandIn(await popup, provider)
    await page.getByRole('dialog', { name: 'Account' }).getByText(`Signed in with ${label} as `, { exact: false }).waitFor({ timeout: 30_000 })
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
  })
})
