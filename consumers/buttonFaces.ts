import type { Page } from 'playwright-core'

/**
 * Records, from before the first byte of each document, every face the Portico button shows: a
 * flash of "Connect Wallet" lasting one frame is caught.
 */
export async function recordButtonFaces(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { porticoFaces: string[] }).porticoFaces = seen
    const record = () => {
      const button = document.querySelector('[data-portico-button]')
      if (!button) return
      const face = button.textContent === 'Connect Wallet' ? 'connect' : 'account'
      if (seen[seen.length - 1] !== face) seen.push(face)
    }
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
  })
  return () => page.evaluate(() => (window as unknown as { porticoFaces: string[] }).porticoFaces)
}
