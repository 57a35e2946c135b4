import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

export type FocusState = {
  /** A short description of the focused element (for failure messages). */
  element: string
  /** Inside the open dialog, or in one of the kit's toasts over it. */
  inLayer: boolean
  /** `:focus-visible` matches and the element draws an outline (or a shadow) of its own. */
  ringed: boolean
}

/** Where keyboard focus is, and whether it shows. */
export function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return { element: 'body', inLayer: false, ringed: false }
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
    const shadow = style.boxShadow !== 'none'
    return {
      element: element.outerHTML.slice(0, 160),
      inLayer: element.closest('[role="dialog"], [data-portico-layer="toast"]') !== null,
      ringed: element.matches(':focus-visible') && (outline || shadow),
    }
  })
}

/** Focus is somewhere that shows it (and, while a dialog is open, inside it or its toasts). */
export async function expectVisibleFocus(page: Page) {
  const state = await focusState(page)
  expect(state.ringed, `no visible focus on ${state.element}`).toBe(true)
  if ((await page.getByRole('dialog').count()) > 0) expect(state.inLayer, `focus left the dialog: ${state.element}`).toBe(true)
}

/** Waits until `target` has focus (views move focus when they show), and checks that it shows. */
export async function expectFocusOn(page: Page, target: Locator) {
  await expect.poll(() => target.evaluate((node) => node === document.activeElement), { timeout: 10_000 }).toBe(true)
  await expectVisibleFocus(page)
}

/** Presses `key` until `target` has focus (at most `max` times), checking after each press that focus shows. */
export async function pressUntilFocused(page: Page, key: string, target: Locator, max = 30) {
  await target.waitFor()
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return expectVisibleFocus(page)
    await page.keyboard.press(key)
    await expectVisibleFocus(page)
  }
  throw new Error(`${key} ×${max} never reached ${String(target)}`)
}
