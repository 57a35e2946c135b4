import { launchChromium } from '@portico/test-wallet'
import type { Browser } from 'playwright-core'

let shared: Promise<Browser> | undefined

/**
 * The one Chromium of this worker: every e2e file it runs shares it (the files share the worker's
 * modules, `isolate: false`), and each demo or host page takes a fresh context of it (its own storage,
 * cookies and cache, like a new profile), closed after its test. A launch and a first page cost
 * seconds, once per worker instead of once per file or host page. Playwright ends it when the worker
 * exits; one that crashed or was closed is started again.
 */
export function sharedBrowser(): Promise<Browser> {
  shared = (shared ?? Promise.reject(new Error('not started'))).then(
    (browser) => (browser.isConnected() ? browser : launchChromium()),
    () => launchChromium(),
  )
  return shared
}
