import { describe, expect, it } from 'vitest'
import { ChromiumNotFoundError } from './errors.ts'
import { launchChromium } from './launchChromium.ts'

describe('launchChromium', () => {
  it('launches headless Chromium', { timeout: 60_000 }, async () => {
    const browser = await launchChromium()
    try {
      const page = await browser.newPage()
      expect(await page.evaluate('navigator.userAgent')).toContain('HeadlessChrome')
    } finally {
      await browser.close()
    }
  })

  it('throws a typed error when the executable is missing', async () => {
    await expect(launchChromium({ executablePath: '/nonexistent/chromium' })).rejects.toBeInstanceOf(ChromiumNotFoundError)
  })
})
