import { describe, expect, inject, test } from 'vitest'
import { connectTestWallet, useDemo } from './harness'
import { e2eAccounts } from './accounts'

const accounts = e2eAccounts.networkLogos

const open = useDemo()

describe('network logos', () => {
  test("the Networks view shows the server's logos (decorative, beside the name) and initials for the devnets, asking for no logo that is not there", async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet })
    const { page } = demo
    const problems: string[] = []
    page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`))
    page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`))
    page.on('requestfailed', (request) => problems.push(`failed ${request.url()}`))

    await connectTestWallet(demo)
    await page.getByRole('button', { name: 'Network: Portico Devnet' }).click()
    const networks = page.getByRole('dialog', { name: 'Choose Network' })

    // Chain id 1 is the e2e devnet's 'Ethereum (devnet)': Ethereum's logo all the same (the server's are by chain id).
    const ethereum = networks.getByRole('button', { name: 'Ethereum (devnet)', exact: true })
    const logo = ethereum.locator('img')
    await logo.waitFor()
    expect(await logo.getAttribute('src')).toBe(`${inject('serverUrl')}/v1/network-images/eip155-1.svg`)
    expect(await logo.getAttribute('alt')).toBe('')
    // Loaded, and next to the name, which stays the button's own.
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
    expect(await ethereum.textContent()).toBe('Ethereum (devnet)')
    for (const name of ['Arbitrum One', 'Polygon']) await networks.getByRole('button', { name, exact: true }).locator('img').waitFor()

    // The devnets have no logo on the server: their initial, and no request for one.
    for (const name of ['Portico Devnet', 'Portico Devnet 2']) {
      const devnet = networks.getByRole('button', { name, exact: true })
      expect(await devnet.locator('img').count(), name).toBe(0)
      expect(await devnet.locator('.portico-network-badge').textContent(), name).toBe('P')
    }
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/v1/network-images/')).length))
      .toBe(3)
    const asked = demo.requests.filter((url) => url.includes('/v1/network-images/')).map((url) => new URL(url).pathname)
    expect([...new Set(asked)].sort()).toEqual(['/v1/network-images/eip155-1.svg', '/v1/network-images/eip155-137.svg', '/v1/network-images/eip155-42161.svg'])
    expect(problems).toEqual([])
  })
})
