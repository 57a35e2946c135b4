// What both benchmarks do in the page: wait for the modal's code, then click "Connect Wallet" and
// count the frames until the wallet list is painted.
import type { Page } from 'playwright-core'

const WALLET = 'Portico Test Wallet'

export type Sample = { frame: number; ms: number }

/**
 * Clicks the connect button inside the page and counts animation frames until the list is in.
 * Mutation callbacks run as microtasks, so `frames` says how many frames began before the list
 * entered the DOM: the list is painted in frame `listedAt + 1`. (Plain JS text: tsx would wrap
 * named functions in a helper the page does not have.)
 */
const inPage = `(wallet) => new Promise((resolve, reject) => {
  const button = document.querySelector('[data-portico-button], [data-connect-button]')
  if (!button) return reject(new Error('no connect button'))
  // The wallet's button is named by its text (Portico) or its aria-label (the hand-written dialog).
  const named = (el) => el.getAttribute('aria-label') === wallet || el.textContent.includes(wallet)
  const listed = () => { const dialog = document.querySelector('[role="dialog"]'); return dialog !== null && Array.from(dialog.querySelectorAll('button')).some(named) }
  let frames = 0
  let listedAt = -1
  const observer = new MutationObserver(() => { if (listedAt < 0 && listed()) listedAt = frames })
  observer.observe(document.body, { childList: true, subtree: true })
  const start = performance.now()
  button.click()
  if (listed()) listedAt = 0
  // performance.now(), not the callback's frame timestamp: that one can predate the click.
  const tick = () => {
    frames += 1
    if (listedAt >= 0 && frames > listedAt) { observer.disconnect(); resolve({ frame: listedAt + 1, ms: performance.now() - start }) }
    else if (frames > 600) { observer.disconnect(); reject(new Error('the wallet list never appeared')) }
    else requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})`

export function clickAndCountFrames(page: Page): Promise<Sample> {
  return page.evaluate(`(${inPage})(${JSON.stringify(WALLET)})`) as Promise<Sample>
}

/**
 * Waits until the page has fetched nothing for a while: the modal's chunk (Portico loads it on idle)
 * is in, as it is for a visitor who reads the page first.
 */
export async function waitForIdleNetwork(page: Page, quietMs = 1000): Promise<void> {
  let count = -1
  for (;;) {
    const now = (await page.evaluate("performance.getEntriesByType('resource').length")) as number
    if (now === count) return
    count = now
    await page.waitForTimeout(quietMs)
  }
}
