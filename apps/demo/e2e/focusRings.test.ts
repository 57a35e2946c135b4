import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { connectTestWallet, useDemo } from './harness'
import { e2eAccounts } from './accounts'

const accounts = e2eAccounts.focusRings

// Every control the keyboard reaches in the modal's views (Connect, All Wallets, Account, Connected
// Wallets, Networks, Send, Receive, Activity, Swap, Buy, Choose a Name, Pay and Pay with an exchange), the
// embedded form, and the kit's button, draws a focus ring in both themes: an outline of 2 px or more, with 3:1 contrast against what is behind it.

const open = useDemo()

type Ring = { element: string; style: string; width: number; color: string; behind: string; focusVisible: boolean }

/** The focused element's ring, and the colour behind it (the element's own background when the ring is inside). */
function ringOf(page: Page): Promise<Ring> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    const style = getComputedStyle(element)
    const opaque = (color: string) => color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color)
    let node: Element | null = parseFloat(style.outlineOffset) < 0 ? element : element.parentElement
    while (node && !opaque(getComputedStyle(node).backgroundColor)) node = node.parentElement
    return {
      element: element.outerHTML.slice(0, 120),
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: style.outlineColor,
      behind: node ? getComputedStyle(node).backgroundColor : 'rgb(255, 255, 255)',
      focusVisible: element.matches(':focus-visible'),
    }
  })
}

function contrast(a: string, b: string) {
  const luminance = (color: string) => {
    const [r, g, b] = color.match(/[\d.]+/g)!.slice(0, 3).map((v) => Number(v) / 255) as [number, number, number]
    const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  }
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

/** Tabs once round the open dialog (and its toasts) and returns every control whose ring is missing or faint. */
async function tabRound(page: Page): Promise<string[]> {
  const stops = await page.evaluate(
    () => [...document.querySelectorAll<HTMLElement>('[role="dialog"] :is(button, a[href], input, select, [tabindex])')].filter((el) => el.tabIndex >= 0 && !el.matches(':disabled')).length,
  )
  const problems: string[] = []
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab')
    problems.push(...check(await ringOf(page)))
  }
  return problems
}

/** Tabs through the controls inside `scope` (a form in the page: no focus trap), from its first, and returns those whose ring is missing or faint. */
async function tabThrough(page: Page, scope: string): Promise<string[]> {
  const stops = await page.evaluate(
    (selector) => [...document.querySelectorAll<HTMLElement>(`${selector} :is(button, a[href], input, select, [tabindex])`)].filter((el) => el.tabIndex >= 0 && !el.matches(':disabled')).length,
    scope,
  )
  // Focus lands on the first control by the keyboard (Tab from the element just before it), so it is focus-visible.
  await page.locator(scope).locator('button, a[href], input, select').first().focus()
  await page.keyboard.press('Shift+Tab')
  const problems: string[] = []
  let reached = 0
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab')
    const inside = await page.evaluate((selector) => Boolean(document.activeElement?.closest(selector)), scope)
    if (!inside) break
    reached += 1
    problems.push(...check(await ringOf(page)))
  }
  if (reached < 2) problems.push(`only ${reached} of ${stops} controls reached by Tab in ${scope}`)
  return problems
}

function check(ring: Ring): string[] {
  const ratio = contrast(ring.color, ring.behind)
  const ok = ring.focusVisible && ring.style !== 'none' && ring.width >= 2 && ratio >= 3
  return ok ? [] : [`${ring.element}: ${ring.style} ${ring.width}px ${ring.color} on ${ring.behind} (${ratio.toFixed(2)}:1)`]
}

describe.each(['light', 'dark'] as const)('focus rings, %s theme', (theme) => {
  test('every control of the modal and the kit’s button shows focus', async () => {
    const demo = await open({ accountIndex: accounts.evm.modal, query: `?theme=${theme}` })
    const { page } = demo
    const dialog = (name: string) => page.getByRole('dialog', { name, exact: true })
    const problems: Record<string, string[]> = {}

    // The kit's button, on the page.
    const opener = page.locator('[data-portico-button]')
    for (let i = 0; i < 10 && !(await opener.evaluate((node) => node === document.activeElement)); i += 1) await page.keyboard.press('Tab')
    problems.button = check(await ringOf(page))

    await page.keyboard.press('Enter')
    await dialog('Connect Wallet').getByRole('button', { name: 'Rainbow', exact: true }).waitFor()
    problems.Connect = await tabRound(page)

    await dialog('Connect Wallet').getByRole('button', { name: /^All Wallets/ }).click()
    await dialog('All Wallets').getByRole('list', { name: 'Wallets' }).getByRole('button').first().waitFor()
    problems['All Wallets'] = await tabRound(page)

    await page.keyboard.press('Escape')
    await connectTestWallet(demo)
    problems.Account = await tabRound(page)

    await dialog('Account').getByRole('button', { name: /^Connected wallets/ }).click()
    await dialog('Connected Wallets').getByRole('list', { name: 'Connected wallets' }).waitFor()
    problems['Connected Wallets'] = await tabRound(page)
    await page.getByRole('button', { name: 'Back', exact: true }).click()

    await dialog('Account').getByRole('button', { name: /^Network: / }).click()
    await dialog('Choose Network').waitFor()
    problems.Networks = await tabRound(page)

    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await dialog('Account').getByRole('button', { name: 'Send', exact: true }).click()
    await dialog('Send').getByRole('combobox', { name: 'Token' }).waitFor()
    problems.Send = await tabRound(page)

    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await dialog('Account').getByRole('button', { name: 'Receive', exact: true }).click()
    await dialog('Receive').getByRole('button', { name: 'Copy address' }).waitFor()
    problems.Receive = await tabRound(page)

    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await dialog('Account').getByRole('button', { name: 'Activity', exact: true }).click()
    await dialog('Activity').getByRole('region', { name: 'Activity' }).waitFor()
    problems.Activity = await tabRound(page)

    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await dialog('Account').getByRole('button', { name: 'Swap', exact: true }).click()
    await dialog('Swap').getByRole('combobox', { name: 'You pay' }).waitFor()
    problems.Swap = await tabRound(page)

    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await dialog('Account').getByRole('button', { name: 'Buy', exact: true }).click()
    await dialog('Buy').getByRole('textbox', { name: 'Amount to pay' }).fill('50')
    await dialog('Buy').getByRole('radio', { name: /^Devnet sandbox/ }).waitFor()
    problems.Buy = await tabRound(page)

    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await dialog('Account').getByRole('button', { name: 'Choose a name' }).click()
    await dialog('Choose a Name').getByRole('textbox', { name: 'Name' }).waitFor()
    problems['Choose a Name'] = await tabRound(page)

    expect(Object.fromEntries(Object.entries(problems).filter(([, list]) => list.length))).toEqual({})
  })

  test('the embedded form, the Pay view and Pay with an exchange show focus', async () => {
    const demo = await open({ accountIndex: theme === 'light' ? accounts.evm.embeddedLight : accounts.evm.embeddedDark, query: `?embedded&theme=${theme}` })
    const { page } = demo
    const dialog = (name: string) => page.getByRole('dialog', { name, exact: true })
    const problems: Record<string, string[]> = {}

    const embedded = page.getByRole('region', { name: 'Embedded' }).getByRole('region', { name: 'Connect Wallet', exact: true })
    await embedded.getByRole('button', { name: 'Portico Test Wallet', exact: true }).waitFor()
    await embedded.evaluate((node) => node.setAttribute('data-focus-scope', ''))
    problems['embedded form'] = await tabThrough(page, '[data-focus-scope]')
    await page.getByRole('button', { name: 'Hide the embedded form' }).click()

    await page.getByRole('region', { name: 'Pay 5 PUSD' }).getByRole('button', { name: 'Pay 5 PUSD' }).click()
    await dialog('Pay').getByRole('list', { name: 'Pay with an exchange' }).getByRole('button', { name: 'Sandbox Exchange' }).waitFor()
    problems.Pay = await tabRound(page)

    await dialog('Pay').getByRole('button', { name: 'Sandbox Exchange' }).click()
    await dialog('Pay').getByRole('link', { name: 'Open Sandbox Exchange' }).waitFor()
    problems['Pay, at an exchange'] = await tabRound(page)
    await dialog('Pay').getByRole('button', { name: 'Cancel' }).click()
    await dialog('Pay').waitFor({ state: 'detached' })

    expect(Object.fromEntries(Object.entries(problems).filter(([, list]) => list.length))).toEqual({})
  })
})
