// `npm run bench:page`: the README's Vite quick start (installed from the local registry, built as the README
// says) against a bare wagmi page with a hand-written dialog (React + wagmi + viem + react-query),
// both built and measured in the same run, in Chromium with one EIP-6963 wallet: the Connect button
// visible after navigation, the click to the injected wallet listed (frames and ms; also at a 4x
// CPU slowdown, a mid-range phone), the JS heap with the dialog open, and requests to outside
// hosts. Medians of LOADS fresh loads, then RUNS warm clicks for the frame count. Prints figures;
// fails only when something does not run.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { installTestWallet, launchChromium } from '@portico/test-wallet'
import type { Browser, Page } from 'playwright-core'
import { buildQuickStart } from '../buildQuickStart.ts'
import { createConsumerApp } from '../createConsumerApp.ts'
import { npm } from '../run.ts'
import { previewViteApp, type ServedApp } from '../serveApp.ts'
import { clickAndCountFrames, type Sample, waitForIdleNetwork } from './walletList.ts'

const LOADS = Number(process.env.LOADS ?? 5)
const RUNS = Number(process.env.RUNS ?? 30)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!

// Records when the Connect button is first in a painted frame (plain JS: it runs in the page).
const markButton = `(() => {
  const seen = () => document.querySelector('[data-portico-button], [data-connect-button]') !== null
  const observer = new MutationObserver(() => {
    if (!seen()) return
    observer.disconnect()
    requestAnimationFrame(() => { window.__buttonAt = performance.now() })
  })
  observer.observe(document, { childList: true, subtree: true })
})()`

async function newPage(browser: Browser, outside: Set<string>): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  page.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url())
    if (protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(hostname)) outside.add(hostname)
  })
  await page.addInitScript(markButton)
  await installTestWallet(page, { chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:9/' }] })
  return page
}

async function loadOnce(browser: Browser, url: string, cpuSlowdown: number, outside: Set<string>) {
  const page = await newPage(browser, outside)
  const cdp = await page.context().newCDPSession(page)
  await page.goto(url)
  await page.waitForFunction('window.__buttonAt !== undefined')
  const buttonAt = (await page.evaluate('window.__buttonAt')) as number
  await waitForIdleNetwork(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  const listed = await clickAndCountFrames(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  await page.context().close()
  return { buttonAt, listed, heap: usedSize }
}

async function warmClicks(browser: Browser, url: string): Promise<Sample[]> {
  const page = await newPage(browser, new Set())
  const samples: Sample[] = []
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(url)
    await waitForIdleNetwork(page, 300)
    samples.push(await clickAndCountFrames(page))
  }
  await page.context().close()
  return samples
}

async function measure(browser: Browser, app: ServedApp) {
  const outside = new Set<string>()
  const normal = [] as Awaited<ReturnType<typeof loadOnce>>[]
  const slow = [] as Awaited<ReturnType<typeof loadOnce>>[]
  for (let load = 0; load < LOADS; load += 1) normal.push(await loadOnce(browser, app.url, 1, outside))
  for (let load = 0; load < LOADS; load += 1) slow.push(await loadOnce(browser, app.url, 4, outside))
  const warm = await warmClicks(browser, app.url)
  return {
    buttonAt: median(normal.map((r) => r.buttonAt)),
    listedMs: median(normal.map((r) => r.listed.ms)),
    slowListedMs: median(slow.map((r) => r.listed.ms)),
    frames: { median: quantile(warm.map((s) => s.frame), 0.5), p95: quantile(warm.map((s) => s.frame), 0.95) },
    heapMb: median(normal.map((r) => r.heap)) / 1e6,
    outside: [...outside],
  }
}

const log = (line: string) => console.log(`bench:page: ${line}`)
const quickStart = await buildQuickStart({ log })
const bareDir = join(quickStart.root, 'bare-wagmi-app')
log('bare wagmi page: npm install, npm run build')
await createConsumerApp({ template: 'bare-wagmi-app', dir: bareDir })
npm(bareDir, ['run', 'build'])

const servers = [await previewViteApp(quickStart.dir), await previewViteApp(bareDir)]
const browser = await launchChromium()
try {
  const portico = await measure(browser, servers[0]!)
  const bare = await measure(browser, servers[1]!)
  const row = (name: string, r: typeof portico) =>
    `| ${name} | ${r.buttonAt.toFixed(0)} ms | ${r.listedMs.toFixed(1)} ms (frames median ${r.frames.median}, p95 ${r.frames.p95}) | ${r.slowListedMs.toFixed(1)} ms | ${r.heapMb.toFixed(1)} MB | ${r.outside.length} |`
  console.log(`\nMedians of ${LOADS} fresh loads (frames over ${RUNS} warm clicks), Chromium, one EIP-6963 wallet:`)
  console.log('| page | Connect visible | click -> injected wallet listed | same, 4x CPU | heap, dialog open | outside hosts |')
  console.log('| --- | --- | --- | --- | --- | --- |')
  console.log(row("Portico, the README's quick start", portico))
  console.log(row('bare wagmi page, hand-written dialog', bare))
  const ratio = portico.buttonAt / bare.buttonAt
  console.log(`Connect visible: ${ratio.toFixed(2)}x the bare wagmi page (target ≤ 1.2x); listed in frame ${portico.frames.p95} at p95 (target ≤ 2)`)
  console.log('Peer kits, measured the same way (shared/notes): button 591-843 ms, listed 79-193 ms (329-734 ms at 4x), heap 7.7-10.0 MB, 2-25 outside hosts.')
} finally {
  await browser.close()
  await Promise.all(servers.map((server) => server.stop()))
  if (!process.env.PORTICO_KEEP_CONSUMERS) rmSync(quickStart.root, { recursive: true, force: true })
}
