import type { Page } from 'playwright-core'
import { MIN_VIEW } from '../../../packages/wallet-frame/src/actGate.ts'

/** The smallest touch target, in CSS pixels (WCAG 2.5.5; Apple's and Android's guidelines). */
export const MIN_TARGET = 44

/**
 * What is wrong with the page's layout for a phone, as sentences (empty when nothing): the page
 * wider than the window; the open dialog not inside the window; a control of the demo header or of
 * the dialog or the embedded form (button, link, field) smaller than 44×44 px, or one that cannot be scrolled fully
 * into the window, or that something else covers once it is there.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const problems: string[] = []
    const root = document.documentElement
    const width = root.clientWidth
    const height = window.innerHeight
    const describe = (element: Element | null) => {
      if (!element) return 'nothing'
      const name = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ')
      return `<${element.tagName.toLowerCase()}> "${name.slice(0, 40)}"`
    }
    const outside = (rect: DOMRect) => rect.left < -0.5 || rect.top < -0.5 || rect.right > width + 0.5 || rect.bottom > height + 0.5
    // From the bottom of the page, so each control is scrolled into view from above it: one that then stops
    // under the sticky header is covered, as it would be for a person scrolling or tabbing back up.
    window.scrollTo(0, root.scrollHeight)

    if (root.scrollWidth > width) problems.push(`the page is ${root.scrollWidth} px wide in a ${width} px window`)
    const dialog = document.querySelector('[role="dialog"]')
    if (dialog && outside(dialog.getBoundingClientRect())) problems.push('the dialog does not fit in the window')

    // Controls only: a focusable region (Activity's list, which takes focus so keys scroll it) is
    // content, as tall as its items, not a target to fit on the screen.
    const selector = 'a[href], button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"]):not([role="region"])'
    const header = document.querySelector('.demo-header')
    // The embedded form (`PorticoEmbedded`) is the kit's too: its controls count while no dialog is open.
    const embedded = dialog ? null : document.querySelector('[data-portico-layer="embedded"]')
    const controls = [...(header?.querySelectorAll(selector) ?? []), ...(dialog?.querySelectorAll(selector) ?? []), ...(embedded?.querySelectorAll(selector) ?? [])]
    for (const control of controls) {
      if (!control.isConnected || !control.getClientRects().length || getComputedStyle(control).visibility === 'hidden') continue
      const rect = control.getBoundingClientRect()
      if (rect.width < min - 0.5 || rect.height < min - 0.5) {
        problems.push(`${describe(control)} is ${Math.round(rect.width)}×${Math.round(rect.height)} px`)
      }
      // While the dialog is open the page behind it is inert: only the dialog's controls are hit-tested.
      if (dialog && !dialog.contains(control)) continue
      control.scrollIntoView({ block: 'nearest', inline: 'nearest' })
      const shown = control.getBoundingClientRect()
      if (outside(shown)) {
        problems.push(`${describe(control)} cannot be scrolled into the window`)
        continue
      }
      const hit = document.elementFromPoint(shown.left + shown.width / 2, shown.top + shown.height / 2)
      if (!hit || !control.contains(hit)) problems.push(`${describe(control)} is covered by ${describe(hit)}`)
    }
    return problems
  }, MIN_TARGET)
}

/**
 * What keeps the wallet frame's controls from a person, as sentences (empty when nothing): the frame not shown, not
 * wholly in the window, or under the 240×240 px it needs. It lets Approve act only when wholly visible at that size,
 * and nothing can scroll it into view (the page places it, fixed, over the view's box).
 */
export async function frameProblems(page: Page, viewport: { width: number; height: number }): Promise<string[]> {
  const box = await page.locator('iframe[data-portico-frame]').boundingBox()
  if (!box) return ['the frame is not shown']
  const { x, y, width, height } = box
  const at = `${Math.round(width)}×${Math.round(height)} px at ${Math.round(x)},${Math.round(y)}`
  const problems: string[] = []
  if (x < -0.5 || y < -0.5 || x + width > viewport.width + 0.5 || y + height > viewport.height + 0.5) problems.push(`the frame (${at}) is not wholly in the ${viewport.width}×${viewport.height} window`)
  if (width < MIN_VIEW.width || height < MIN_VIEW.height) problems.push(`the frame (${at}) is under ${MIN_VIEW.width}×${MIN_VIEW.height} px`)
  return problems
}

/**
 * What is wrong with the All Wallets tiles' names in view, as sentences (empty when nothing): a word
 * whose rendered text runs onto two lines (a name split inside a word, "TokenPock / et"), or that
 * runs past its tile's name box (cut off). Words are compared with their line boxes (Range.getClientRects).
 */
export function tileNameProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    for (const name of document.querySelectorAll('[role="dialog"] .portico-tile__name')) {
      const text = name.firstChild
      if (!text || text.nodeType !== Node.TEXT_NODE) continue
      const box = name.getBoundingClientRect()
      const content = text.textContent ?? ''
      for (const match of content.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(text, match.index)
        range.setEnd(text, match.index + match[0].length)
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
        const word = range.getBoundingClientRect()
        if (lines.size > 1) problems.push(`"${content}": "${match[0]}" is split over ${lines.size} lines`)
        else if (word.left < box.left - 0.5 || word.right > box.right + 0.5) problems.push(`"${content}": "${match[0]}" (${Math.round(word.width)} px) is cut off in its ${Math.round(box.width)} px tile`)
      }
    }
    return problems
  })
}
