// `npm run bench:page`: the page apps ship — the README's Vite quick start plus the WalletConnect
// connector and a Portico server (consumers/shippingPage.ts; the server runs here) — from the packed
// tarballs, built as the README says, against a bare wagmi page with a hand-written dialog (React + wagmi + viem + react-query),
// both built and measured in the same run, in Chromium with one EIP-6963 wallet: the Connect button
// visible after navigation; the click to the injected wallet listed, in frames and ms: the cold
// first click (the first after a fresh load, once the network is idle; also at a 4x CPU slowdown,
// a mid-range phone) and warm clicks (the page's code already run once); the JS heap with the
// dialog open, and requests to outside hosts. Medians of LOADS fresh loads (the two pages in turn)
// and of RUNS warm clicks.
// Prints figures; fails only when something does not run. PORTICO_BENCH_ROOT reuses the folder of
// an earlier run kept with PORTICO_KEEP_CONSUMERS (both apps already built): to measure one build
// twice, or a build of another commit.
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { installTestWallet, launchChromium } from '@portico/test-wallet'
import type { Browser, Page } from 'playwright-core'
import { buildQuickStart } from '../buildQuickStart.ts'
import { createConsumerApp } from '../createConsumerApp.ts'
import { npm } from '../run.ts'
import { previewViteApp, type ServedApp } from '../serveApp.ts'
import { startShippingServer } from '../shippingPage.ts'
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

type Load = Awaited<ReturnType<typeof loadOnce>>
type Figures = Awaited<ReturnType<typeof measure>>[number]

/**
 * Both pages, their fresh loads taken in turn (Portico, bare, Portico, …) and then their warm
 * clicks in turn, so a busy spell of a shared machine falls on both rather than on one page's series.
 */
async function measure(browser: Browser, apps: readonly ServedApp[]) {
  const outside = apps.map(() => new Set<string>())
  const normal = apps.map((): Load[] => [])
  const slow = apps.map((): Load[] => [])
  const warm = apps.map((): Sample[] => [])
  for (let load = 0; load < LOADS; load += 1) {
    for (const [i, app] of apps.entries()) normal[i]!.push(await loadOnce(browser, app.url, 1, outside[i]!))
  }
  for (let load = 0; load < LOADS; load += 1) {
    for (const [i, app] of apps.entries()) slow[i]!.push(await loadOnce(browser, app.url, 4, outside[i]!))
  }
  for (const [i, app] of apps.entries()) warm[i] = await warmClicks(browser, app.url)
  return apps.map((_, i) => ({
    buttonAt: median(normal[i]!.map((r) => r.buttonAt)),
    cold: { frame: median(normal[i]!.map((r) => r.listed.frame)), ms: median(normal[i]!.map((r) => r.listed.ms)) },
    slowCold: { frame: median(slow[i]!.map((r) => r.listed.frame)), ms: median(slow[i]!.map((r) => r.listed.ms)) },
    warm: { frame: quantile(warm[i]!.map((s) => s.frame), 0.5), p95: quantile(warm[i]!.map((s) => s.frame), 0.95), ms: median(warm[i]!.map((s) => s.ms)) },
    heapMb: median(normal[i]!.map((r) => r.heap)) / 1e6,
    outside: [...outside[i]!],
  }))
}

const log = (line: string) => console.log(`bench:page: ${line}`)
const reused = process.env.PORTICO_BENCH_ROOT
// On a fixed port: a kept build (PORTICO_BENCH_ROOT) has the server's URL baked in.
const server = await startShippingServer(Number(process.env.PORTICO_BENCH_SERVER_PORT ?? 18787))
const root = reused ?? (await buildQuickStart({ log, serverUrl: server.url })).root
const bareDir = join(root, 'bare-wagmi-app')
if (!existsSync(join(bareDir, 'dist'))) {
  log('bare wagmi page: npm install, npm run build')
  await createConsumerApp({ template: 'bare-wagmi-app', dir: bareDir })
  npm(bareDir, ['run', 'build'])
}
if (reused) log(`measuring the apps built in ${root}`)

const servers = [await previewViteApp(join(root, 'vite-app')), await previewViteApp(bareDir)]
const browser = await launchChromium()
try {
  const [portico, bare] = (await measure(browser, servers)) as [Figures, Figures]
  const row = (name: string, r: Figures) =>
    `| ${name} | ${r.buttonAt.toFixed(0)} ms | frame ${r.cold.frame}, ${r.cold.ms.toFixed(1)} ms | frame ${r.slowCold.frame}, ${r.slowCold.ms.toFixed(1)} ms | ` +
    `frame ${r.warm.frame} (p95 ${r.warm.p95}), ${r.warm.ms.toFixed(1)} ms | ${r.heapMb.toFixed(1)} MB | ${r.outside.length} |`
  console.log(`\nMedians of ${LOADS} fresh loads and of ${RUNS} warm clicks, Chromium, one EIP-6963 wallet (click -> injected wallet listed):`)
  console.log('| page | Connect visible | first click (cold) | first click, 4x CPU | warm clicks | heap, dialog open | outside hosts |')
  console.log('| --- | --- | --- | --- | --- | --- | --- |')
  console.log(row('Portico: quick start + WalletConnect + server', portico))
  console.log(row('bare wagmi page, hand-written dialog', bare))
  const ratio = portico.buttonAt / bare.buttonAt
  console.log(
    `Connect visible: ${ratio.toFixed(2)}x the bare wagmi page (target ≤ 1.2x: ${ratio <= 1.2 ? 'within' : 'OVER'}); ` +
      `first click lists the wallet in frame ${portico.cold.frame} (target ≤ 2: ${portico.cold.frame <= 2 ? 'within' : 'OVER'}), warm clicks in frame ${portico.warm.p95} at p95`,
  )
  console.log('Peer kits, measured the same way (shared/notes): button 591-843 ms, listed 79-193 ms (329-734 ms at 4x), heap 7.7-10.0 MB, 2-25 outside hosts.')
} finally {
  await browser.close()
  await Promise.all([...servers, server].map((running) => running.stop()))
  if (!process.env.PORTICO_KEEP_CONSUMERS && !reused) rmSync(root, { recursive: true, force: true })
}
