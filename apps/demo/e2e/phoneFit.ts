import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { frameProblems, layoutProblems } from './layout'

/** The phones every view is checked on; a walk runs at the first (upright), then each view is measured at all three. */
export const upright = { name: 'portrait', viewport: { width: 360, height: 740 } }
export const phones = [upright, { name: 'landscape', viewport: { width: 740, height: 360 } }, { name: 'small, WCAG reflow width', viewport: { width: 320, height: 568 } }]

/** The window turned or resized to `viewport`, and the page's own measuring (resize observers, media queries) caught up. */
export async function resize(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport)
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}

/**
 * The view as it is now fits each phone: the window is set to each size in turn (as a phone turned, or the
 * same page on another phone) and measured, the frame too where it shows; then back to the upright phone,
 * where the walk goes on.
 */
export async function expectFits(page: Page, where: string, { frame = false } = {}) {
  for (const { name, viewport } of phones) {
    await resize(page, viewport)
    expect(await layoutProblems(page), `${where}, ${name}`).toEqual([])
    if (frame) expect(await frameProblems(page, viewport), `${where}, ${name}`).toEqual([])
  }
  await resize(page, upright.viewport)
}
