// `npm run bench:walletconnect`: the README's Vite quick start plus its WalletConnect connector (the client
// at the version the README installs), installed from the local registry, built as the README says, in Chromium: the JS a
// visitor downloads between the click on WalletConnect and the QR code (gzip, per file) and the time from that
// click to the QR visible (median of LOADS fresh pages). The connector talks to a local development relay
// through @portico/wc-relay's local core (its 0.4 kB chunk is listed; a production app does not load it), so no
// call leaves the machine. Prints figures; fails only when something does not run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium } from '@portico/test-wallet'
import { createDevRelay } from '@portico/wc-relay'
import { createConsumerApp } from '../createConsumerApp.ts'
import { gzipBytes } from '../firstLoad.ts'
import { publishLocally } from '../publishLocally.ts'
import { quickStartApp } from '../quickStart.ts'
import { npm } from '../run.ts'
import { previewViteApp } from '../serveApp.ts'

const LOADS = Number(process.env.LOADS ?? 5)
const log = (line: string) => console.log(`bench:walletconnect: ${line}`)
const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`.padStart(10)

/** The client versions the README tells apps to install, from its npm install line. */
function readmeClientVersions(): Record<string, string> {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  const pinned = [...readme.matchAll(/(@walletconnect\/[a-z-]+)@(\d+\.\d+\.\d+)/g)].map(([, name, version]) => [name!, version!])
  if (pinned.length === 0) throw new Error('README.md installs no pinned @walletconnect package')
  return Object.fromEntries(pinned)
}

/** The quick start with the connector, as the README's WalletConnect section writes it, on a local relay. */
function withWalletConnect(code: string, relayUrl: string): string {
  const adapter = 'evmAdapter({ chains: [mainnet, base] })'
  if (!code.includes(adapter)) throw new Error(`The README's quick start no longer has \`${adapter}\``)
  const createCore = "async (options) => (await import('@portico/wc-relay/local-core')).createLocalCore(options)"
  const connector = `walletConnect({ projectId: 'bench', relayUrl: ${JSON.stringify(relayUrl)}, createCore: ${createCore} })`
  return `import { walletConnect } from '@portico/evm/walletConnect'\n${code.replace(adapter, `evmAdapter({ chains: [mainnet, base], connectors: [${connector}] })`)}`
}

const root = mkdtempSync(join(tmpdir(), 'portico-wc-bench-'))
const relay = await createDevRelay({ port: 0 })
try {
  const { registry, versions } = await publishLocally({ root, log })
  const dir = join(root, 'vite-app')
  const manifest = JSON.parse(readFileSync(new URL('../vite-app/package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }
  manifest.dependencies = { ...manifest.dependencies, ...readmeClientVersions(), '@portico/wc-relay': '*' }
  try {
    log(`npm install in ${dir}`)
    const files = { 'src/App.tsx': withWalletConnect(quickStartApp(), relay.url), 'package.json': JSON.stringify(manifest, null, 2) }
    await createConsumerApp({ template: 'vite-app', dir, registry: { url: registry.url, versions }, files })
  } finally {
    await registry.stop()
  }
  log('npm run build')
  npm(dir, ['run', 'build'])
  const distDir = join(dir, 'dist')
  const served = await previewViteApp(dir)
  const browser = await launchChromium()
  try {
    const runs: { ms: number; files: string[] }[] = []
    for (let load = 0; load < LOADS; load++) {
      const page = await browser.newPage()
      const files = new Set<string>()
      let clicked = false
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname.slice(1)
        if (clicked && path.endsWith('.js')) files.add(path)
      })
      await page.goto(served.url, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const option = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'WalletConnect', exact: true })
      await option.waitFor()
      await page.waitForLoadState('networkidle')
      clicked = true
      const start = Date.now()
      await option.click()
      await page.getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 30_000 })
      runs.push({ ms: Date.now() - start, files: [...files] })
      await page.close()
    }
    const files = runs[0]!.files.sort((a, b) => gzipBytes(distDir, b) - gzipBytes(distDir, a))
    console.log(`\nThe quick start with WalletConnect (${Object.entries(readmeClientVersions()).map(([n, v]) => `${n}@${v}`).join(', ')}):`)
    console.log('JS downloaded from the click on WalletConnect to the QR code (gzip):')
    for (const file of files) console.log(`  ${kb(gzipBytes(distDir, file))}  ${file}`)
    console.log(`  ${kb(files.reduce((total, file) => total + gzipBytes(distDir, file), 0))}  total in ${files.length} files`)
    const ms = runs.map((run) => run.ms).sort((a, b) => a - b)
    console.log(`Click -> QR visible: median ${ms[Math.floor(ms.length / 2)]} ms (${ms.join(', ')} ms; local relay)`)
  } finally {
    await browser.close()
    await served.stop()
  }
} finally {
  await relay.close()
  if (!process.env.PORTICO_KEEP_CONSUMERS) rmSync(root, { recursive: true, force: true })
}
