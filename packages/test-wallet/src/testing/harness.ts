/**
 * Test-only helpers for this package's end-to-end tests (not exported): a devnet, an empty
 * page served on 127.0.0.1, Chromium, and in-page access to the injected providers.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Devnet, startDevnet } from '@portico/devnet'
import type { Browser, Page } from 'playwright-core'
import { defaultWalletInfo } from '../constants.ts'
import { launchChromium } from '../launchChromium.ts'

export type Harness = {
  devnet: Omit<Devnet, 'stop'>
  browser: Browser
  /** An empty HTML page. */
  url: string
  close(): Promise<void>
}

/**
 * Starts a two-chain devnet on free ports, an HTTP server and Chromium; given a running `devnet`
 * (the run's shared one with bundlers, `useSharedDevnet`), uses it instead and leaves it running.
 */
export async function startHarness({ devnet: running }: { devnet?: Omit<Devnet, 'stop'> } = {}): Promise<Harness> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end('<!doctype html><html><head><title>dapp</title></head><body></body></html>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const [owned, browser] = await Promise.all([
    running ? undefined : startDevnet({ chains: [{ chainId: 31337, port: 0, name: 'Portico Devnet' }, { chainId: 31338, port: 0, name: 'Portico Devnet 2' }] }),
    launchChromium(),
  ])
  return {
    devnet: running ?? owned!,
    browser,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    async close() {
      await Promise.allSettled([browser.close(), owned?.stop(), new Promise((resolve) => server.close(resolve))])
    },
  }
}

export type PageAnswer = { result?: unknown; error?: { code: unknown; message: string; data?: unknown; isError: boolean } }

/** Calls `provider.request` in the page on the provider announced with `rdns`; returns the result or the error's fields. */
export function request(page: Page, method: string, params?: unknown, rdns: string = defaultWalletInfo.rdns): Promise<PageAnswer> {
  return page.evaluate(
    async ({ rdns, method, params }) => {
      const provider = await new Promise<{ request(args: unknown): Promise<unknown> }>((resolve) => {
        const onAnnounce = (event: Event) => {
          const detail = (event as CustomEvent).detail
          if (detail.info.rdns !== rdns) return
          window.removeEventListener('eip6963:announceProvider', onAnnounce)
          resolve(detail.provider)
        }
        window.addEventListener('eip6963:announceProvider', onAnnounce)
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      })
      try {
        return { result: await provider.request(params === undefined ? { method } : { method, params }) }
      } catch (error) {
        const { code, message, data } = error as { code: unknown; message: string; data?: unknown }
        return { error: { code, message, data, isError: error instanceof Error } }
      }
    },
    { rdns, method, params },
  )
}

/** Records the provider's `accountsChanged` / `chainChanged` events into `window.__walletEvents`. */
export async function recordEvents(page: Page, rdns: string = defaultWalletInfo.rdns): Promise<void> {
  await page.evaluate((rdns) => {
    const events: unknown[] = []
    Object.assign(window, { __walletEvents: events })
    const onAnnounce = (event: Event) => {
      const detail = (event as CustomEvent).detail
      if (detail.info.rdns !== rdns) return
      window.removeEventListener('eip6963:announceProvider', onAnnounce)
      for (const name of ['accountsChanged', 'chainChanged']) {
        detail.provider.on(name, (payload: unknown) => events.push([name, payload]))
      }
    }
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
  }, rdns)
}

/** The events recorded by {@link recordEvents}. */
export function recordedEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { __walletEvents: unknown[] }).__walletEvents)
}
