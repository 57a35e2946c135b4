import type { Page } from 'playwright-core'

/** The demo's two colour themes: it follows the system's scheme, and the wallet frame follows the modal. */
export const themes = ['light', 'dark'] as const
export type Theme = (typeof themes)[number]

/** The system's colour scheme set to `theme`, and the page (and the wallet frame, when it shows) in it. */
export async function showTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme })
  await page.waitForFunction((expected) => document.documentElement.dataset.theme === expected, theme)
  const walletFrame = page.locator('iframe[data-portico-frame]')
  if ((await walletFrame.count()) === 1 && (await walletFrame.isVisible())) {
    await page.frameLocator('iframe[data-portico-frame]').locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' })
  }
}
