// `npm run size`: the page apps ship — the README's Vite quick start plus the WalletConnect connector
// and a Portico server (consumers/shippingPage.ts) — installed from freshly published packages and built
// as the README says, measured as a visitor loads it: the gzip bytes of the JS before the first
// interaction (the page's scripts and their static imports), of everything the page fetches by itself
// until the network is idle (in Chromium, with an injected wallet and the server running), of what the
// first click on the connect button fetches, and of each chunk left for later. It prints figures
// against the targets and fails only when something does not run. PORTICO_PAGE=quick-start measures
// the quick start alone (no connector, no server).
import { readdirSync, rmSync } from 'node:fs'
import { installTestWallet, launchChromium } from '@portico/test-wallet'
import { buildQuickStart } from '../consumers/buildQuickStart.ts'
import { firstLoadFiles, gzipBytes } from '../consumers/firstLoad.ts'
import { previewViteApp } from '../consumers/serveApp.ts'
import { startShippingServer } from '../consumers/shippingPage.ts'

/** Issue 36's goal for the JS a visitor loads before interacting (everything until idle). */
const TARGET_IDLE_KB = 110
/** The quick start alone (PORTICO_PAGE=quick-start): its page JS stays within this. */
const TARGET_FIRST_KB = 83
const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`.padStart(10)
const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const shipping = process.env.PORTICO_PAGE !== 'quick-start'
const server = shipping ? await startShippingServer(Number(process.env.PORTICO_BENCH_SERVER_PORT ?? 18787)) : undefined
const app = await buildQuickStart({ log: (line) => console.log(`size: ${line}`), serverUrl: server?.url })
const served = await previewViteApp(app.dir)
const browser = await launchChromium()
try {
  const first = firstLoadFiles(app.distDir)
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(app.distDir, file), 0)

  const page = await browser.newPage()
  const fetched = new Set<string>()
  let last = Date.now()
  page.on('request', (request) => {
    last = Date.now()
    const { pathname, origin } = new URL(request.url())
    if (origin === served.url.replace(/\/$/, '') && pathname.endsWith('.js')) fetched.add(pathname.slice(1))
  })
  const untilQuiet = async () => {
    while (Date.now() - last < 3000) await quiet(250)
  }
  await installTestWallet(page, { chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:9/' }] })
  await page.goto(served.url, { waitUntil: 'load' })
  await untilQuiet()
  const beforeClick = new Set(fetched)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Portico Test Wallet/ }).waitFor()
  await untilQuiet()

  const idle = [...beforeClick].filter((file) => !first.includes(file))
  const onClick = [...fetched].filter((file) => !beforeClick.has(file))
  const firstTotal = sum(first)
  const untilIdle = firstTotal + sum(idle)
  console.log(
    shipping
      ? `\nThe page apps ship: the README quick start (Vite, mainnet + Base) + walletConnect({ projectId }) + serverUrl (${server!.url}), installed from the local registry:`
      : '\nThe README quick start alone (Vite, mainnet + Base), installed from the local registry:',
  )
  console.log('JS of the page itself (its scripts and their static imports, gzip):')
  for (const file of first) console.log(`  ${kb(gzipBytes(app.distDir, file))}  ${file}`)
  console.log(`  ${kb(firstTotal)}  total in ${first.length} files${shipping ? '' : ` (target ≤ ${TARGET_FIRST_KB} kB)`}`)
  console.log('Fetched by itself until the network is idle, beyond that:')
  for (const file of idle) console.log(`  ${kb(gzipBytes(app.distDir, file))}  ${file}`)
  console.log(`  ${kb(untilIdle)}  JS before interaction, ${first.length + idle.length} files (goal ≤ ${TARGET_IDLE_KB} kB)`)
  console.log('Fetched on the first click on the connect button:')
  for (const file of onClick) console.log(`  ${kb(gzipBytes(app.distDir, file))}  ${file}`)
  console.log(`  ${kb(sum(onClick))}  in ${onClick.length} files`)
  const assets = readdirSync(`${app.distDir}/assets`).map((file) => `assets/${file}`)
  const later = assets.filter((file) => file.endsWith('.js') && !fetched.has(file) && !first.includes(file))
  console.log('Loaded only when used (gzip):')
  for (const file of later.sort((a, b) => gzipBytes(app.distDir, b) - gzipBytes(app.distDir, a))) {
    console.log(`  ${kb(gzipBytes(app.distDir, file))}  ${file}`)
  }
  const css = assets.filter((file) => file.endsWith('.css'))
  console.log(`  ${kb(sum(css))}  CSS (${css.length} files)`)
  console.log(
    (shipping ? 'size: ' : `size: page JS ${firstTotal <= TARGET_FIRST_KB * 1000 ? 'within' : 'OVER'} target, `) +
      `JS before interaction ${untilIdle <= TARGET_IDLE_KB * 1000 ? 'within' : 'OVER'} goal`,
  )
} finally {
  await browser.close()
  await served.stop()
  await server?.stop()
  if (!process.env.PORTICO_KEEP_CONSUMERS) rmSync(app.root, { recursive: true, force: true })
}
