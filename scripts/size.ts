// `npm run size`: the README's Vite quick start, installed from the packed tarballs and built as the
// README says, measured as a visitor loads it: the gzip bytes of the JS before the first interaction
// (the page's scripts and their static imports), of everything the page fetches by itself until the
// network is idle (in Chromium, with an injected wallet), and of each chunk left for later. It
// prints figures against the targets and fails only when something does not run.
import { readdirSync, rmSync } from 'node:fs'
import { installTestWallet, launchChromium } from '@portico/test-wallet'
import { buildQuickStart } from '../consumers/buildQuickStart.ts'
import { firstLoadFiles, gzipBytes } from '../consumers/firstLoad.ts'
import { previewViteApp } from '../consumers/serveApp.ts'

const TARGET_FIRST_KB = 83
const TARGET_IDLE_KB = 116
/** What the until-idle figure aims at, below its target. */
const AIM_IDLE_KB = 110
const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`.padStart(10)

const app = await buildQuickStart({ log: (line) => console.log(`size: ${line}`) })
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
    const path = new URL(request.url()).pathname.slice(1)
    if (path.endsWith('.js')) fetched.add(path)
  })
  await installTestWallet(page, { chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:9/' }] })
  await page.goto(served.url, { waitUntil: 'load' })
  while (Date.now() - last < 3000) await new Promise((resolve) => setTimeout(resolve, 250))

  const idle = [...fetched].filter((file) => !first.includes(file))
  const firstTotal = sum(first)
  const untilIdle = firstTotal + sum(idle)
  console.log('\nThe README quick start (Vite, mainnet + Base), from the tarballs:')
  console.log('JS before the first interaction (gzip):')
  for (const file of first) console.log(`  ${kb(gzipBytes(app.distDir, file))}  ${file}`)
  console.log(`  ${kb(firstTotal)}  total in ${first.length} files (target ≤ ${TARGET_FIRST_KB} kB)`)
  console.log('Fetched by itself until the network is idle, beyond that:')
  for (const file of idle) console.log(`  ${kb(gzipBytes(app.distDir, file))}  ${file}`)
  console.log(`  ${kb(untilIdle)}  everything until idle, ${first.length + idle.length} files (target ≤ ${TARGET_IDLE_KB} kB, aim ≤ ${AIM_IDLE_KB} kB)`)
  const assets = readdirSync(`${app.distDir}/assets`).map((file) => `assets/${file}`)
  const later = assets.filter((file) => file.endsWith('.js') && !fetched.has(file) && !first.includes(file))
  console.log('Loaded only when used (gzip):')
  for (const file of later.sort((a, b) => gzipBytes(app.distDir, b) - gzipBytes(app.distDir, a))) {
    console.log(`  ${kb(gzipBytes(app.distDir, file))}  ${file}`)
  }
  const css = assets.filter((file) => file.endsWith('.css'))
  console.log(`  ${kb(sum(css))}  CSS (${css.length} files)`)
  console.log(
    `size: first load ${firstTotal <= TARGET_FIRST_KB * 1000 ? 'within' : 'OVER'} target, ` +
      `until idle ${untilIdle <= TARGET_IDLE_KB * 1000 ? 'within' : 'OVER'} target`,
  )
} finally {
  await browser.close()
  await served.stop()
  if (!process.env.PORTICO_KEEP_CONSUMERS) rmSync(app.root, { recursive: true, force: true })
}
