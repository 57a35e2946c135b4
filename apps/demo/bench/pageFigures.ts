// `npm run bench:page`: the demo's figures in the columns we measured the peer kits in (Reown AppKit,
// RainbowKit, ConnectKit: a minimal React page each, same machine), so Portico reads against them:
// the Connect button visible after navigation, the click to the injected wallet listed (painted;
// also with a 4x CPU slowdown, a mid-range phone), the JS
// heap with the modal open, and requests to outside hosts. Production build of the demo in
// Chromium, one EIP-6963 wallet, medians of 5 fresh loads. Prints figures; fails only when
// something does not run.
import { installTestWallet, launchChromium } from '@portico/test-wallet'
import type { Page } from 'playwright-core'
import { serveDemo } from '../e2e/serveDemo'
import { clickAndCountFrames, waitForModalPreload } from './walletList'

const LOADS = Number(process.env.LOADS ?? 5)

// Records when the Connect button is first in a painted frame (plain JS: it runs in the page).
const markButton = `(() => {
  const seen = () => document.querySelector('[data-portico-button]') !== null
  const observer = new MutationObserver(() => {
    if (!seen()) return
    observer.disconnect()
    requestAnimationFrame(() => { window.__porticoButtonAt = performance.now() })
  })
  observer.observe(document, { childList: true, subtree: true })
})()`

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function loadOnce(page: Page, url: string, cpuSlowdown: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await page.goto(url)
  await page.waitForFunction('window.__porticoButtonAt !== undefined')
  const buttonAt = (await page.evaluate('window.__porticoButtonAt')) as number
  await waitForModalPreload(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  const listedMs = (await clickAndCountFrames(page)).ms
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  await cdp.detach()
  return { buttonAt, listedMs, heap: usedSize }
}

const demo = await serveDemo({ chains: [{ chainId: 31337, port: 0, name: 'Portico Devnet' }] })
const browser = await launchChromium()
try {
  const outside = new Set<string>()
  const results: Record<'normal' | 'slow', Awaited<ReturnType<typeof loadOnce>>[]> = { normal: [], slow: [] }
  for (const [kind, rate] of [['normal', 1], ['slow', 4]] as const) {
    for (let load = 0; load < LOADS; load += 1) {
      const context = await browser.newContext()
      const page = await context.newPage()
      page.on('request', (request) => {
        const { hostname } = new URL(request.url())
        if (!['127.0.0.1', 'localhost'].includes(hostname) && request.url().startsWith('http')) outside.add(hostname)
      })
      await page.addInitScript(markButton)
      await installTestWallet(page, { chains: [{ id: 31337, rpcUrl: demo.rpcUrls[0]! }], accountIndex: 0 })
      results[kind].push(await loadOnce(page, `${demo.demoUrl}?reconnect=false`, rate))
      await context.close()
    }
  }
  const { normal, slow } = results
  console.log(`The demo page, production build, one EIP-6963 wallet (medians of ${LOADS} fresh loads):`)
  console.log(`  Connect button visible:          ${median(normal.map((r) => r.buttonAt)).toFixed(0)} ms after navigation`)
  console.log(`  click -> injected wallet listed: ${median(normal.map((r) => r.listedMs)).toFixed(1)} ms`)
  console.log(`  the same with 4x CPU slowdown:   ${median(slow.map((r) => r.listedMs)).toFixed(1)} ms`)
  console.log(`  JS heap with the modal open:     ${(median(normal.map((r) => r.heap)) / 1e6).toFixed(1)} MB`)
  console.log(`  requests to outside hosts:       ${outside.size}${outside.size ? ` (${[...outside].join(', ')})` : ''}`)
  console.log('Peer kits, measured the same way: button 591-843 ms, listed 79-193 ms (329-734 ms at 4x), heap 7.7-10.0 MB, 2-25 outside hosts.')
} finally {
  await browser.close()
  await demo.stop()
}
