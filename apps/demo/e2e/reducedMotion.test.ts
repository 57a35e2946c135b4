import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { useDemo } from './harness'
import { e2eAccounts } from './accounts'

const accounts = e2eAccounts.reducedMotion

// With `prefers-reduced-motion: reduce`, nothing of the kit moves: no element under its roots (the
// modal, the button, the toasts) has an animation or a transition. Without it, the same steps do
// animate (the dialog rises, the spinner turns): the measure sees motion when there is some.

const open = useDemo()

type Motion = { element: string; animation: string; transition: string }

/** Every element of the kit's roots that animates or has a transition. */
function moving(page: Page): Promise<Motion[]> {
  return page.evaluate(() => {
    const seconds = (list: string) => Math.max(...list.split(',').map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 0.001 : 1)))
    const nodes = [...document.querySelectorAll('.portico-theme')].flatMap((root) => [root, ...root.querySelectorAll('*')])
    return nodes.flatMap((node) => {
      const out: Motion[] = []
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(node, pseudo)
        const animates = style.animationName !== 'none' && seconds(style.animationDuration) > 0
        const transitions = seconds(style.transitionDuration) > 0
        if (animates || transitions) {
          out.push({ element: `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''}${pseudo ?? ''}`, animation: `${style.animationName} ${style.animationDuration}`, transition: `${style.transitionProperty} ${style.transitionDuration}` })
        }
      }
      return out
    })
  })
}

/** Opens the modal, waits on the wallet (spinner), then a sign-in that fails (a toast over the dialog); measures at each step. */
async function walk(page: Page, wallet: { setMode(mode: 'approve' | 'reject' | 'manual'): void; approve(): Promise<unknown> }) {
  const seen: Record<string, Motion[]> = {}
  const button = page.locator('[data-portico-button]')
  seen.button = await moving(page)
  await button.click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('button', { name: 'Rainbow', exact: true }).waitFor()
  seen.Connect = await moving(page)
  wallet.setMode('manual')
  await connect.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
  await page.getByRole('dialog', { name: 'Portico Test Wallet' }).getByText('Continue in Portico Test Wallet').waitFor()
  seen['Connecting, spinner'] = await moving(page)
  await wallet.approve()
  // The signature the view asks for next is declined: an error toast.
  wallet.setMode('reject')
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await signIn.getByRole('button', { name: 'Sign' }).click()
  await page.locator('[data-portico-layer="toast"]').getByRole('alert').waitFor()
  seen['Toast over the modal'] = await moving(page)
  return seen
}

describe('prefers-reduced-motion', () => {
  test('reduce: no animation and no transition anywhere in the kit', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet, query: '?siwx=optional' })
    await demo.page.emulateMedia({ reducedMotion: 'reduce' })
    const seen = await walk(demo.page, demo.wallet)
    expect(Object.keys(seen)).toHaveLength(4)
    expect(Object.fromEntries(Object.entries(seen).filter(([, list]) => list.length))).toEqual({})
  })

  test('no preference: the same steps animate (the measure sees motion)', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet, query: '?siwx=optional' })
    await demo.page.emulateMedia({ reducedMotion: 'no-preference' })
    const seen = await walk(demo.page, demo.wallet)
    expect(seen.button!.some((m) => m.transition !== 'all 0s')).toBe(true)
    expect(seen['Connecting, spinner']!.some((m) => m.element.includes('portico-spinner') && m.animation.startsWith('portico-spin'))).toBe(true)
    expect(seen['Toast over the modal']!.some((m) => m.element.includes('portico-toast') && m.animation.startsWith('portico-toast-in'))).toBe(true)
  })
})
