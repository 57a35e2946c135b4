// Shared by the WalletConnect benches: builds the README's Vite quick start with a WalletConnect connector
// from the local registry (as an app installs it), then measures in Chromium the JS a visitor downloads between the click on
// WalletConnect and the QR code (gzip, per file) and the time from that click to the QR visible.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { launchChromium } from '@portico/test-wallet'
import { createConsumerApp } from '../createConsumerApp.ts'
import { gzipBytes } from '../firstLoad.ts'
import { quickStartApp, viteExample } from '../quickStart.ts'
import { npm } from '../run.ts'
import { previewViteApp } from '../serveApp.ts'

export type QrFigures = { files: { file: string; gzip: number }[]; totalGzip: number; ms: number[]; medianMs: number }

/** The quick start with `connector` (code of a `walletConnect(...)` call) in its EVM adapter. */
export function withConnector(code: string, connector: string): string {
  const adapter = 'evmAdapter({ chains: [mainnet, base] })'
  if (!code.includes(adapter)) throw new Error(`The README's quick start no longer has \`${adapter}\``)
  return `import { walletConnect } from '@portico/evm/walletConnect'\n${code.replace(adapter, `evmAdapter({ chains: [mainnet, base], connectors: [${connector}] })`)}`
}

/**
 * Builds the quick start with `connector` in `dir` (extra npm dependencies in `dependencies`), installing
 * Portico by name and version from `registry` (the local one `publishLocally` published to).
 */
export async function buildQuickStartWith({ dir, registry, connector, dependencies = {} }: { dir: string; registry: { url: string; versions: Record<string, string> }; connector: string; dependencies?: Record<string, string> }) {
  const manifest = JSON.parse(readFileSync(new URL('../../examples/vite/package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }
  manifest.dependencies = { ...manifest.dependencies, ...dependencies }
  await createConsumerApp({ template: viteExample, dir, registry, files: { 'src/App.tsx': withConnector(quickStartApp(), connector), 'package.json': JSON.stringify(manifest, null, 2) } })
  npm(dir, ['run', 'build'])
}

/** Click -> QR in `loads` fresh pages of the built app in `dir`. */
export async function measureQr(dir: string, loads: number): Promise<QrFigures> {
  const distDir = join(dir, 'dist')
  const served = await previewViteApp(dir)
  const browser = await launchChromium()
  try {
    const runs: { ms: number; files: string[] }[] = []
    for (let load = 0; load < loads; load++) {
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
    const files = runs[0]!.files.map((file) => ({ file, gzip: gzipBytes(distDir, file) })).sort((a, b) => b.gzip - a.gzip)
    const ms = runs.map((run) => run.ms).sort((a, b) => a - b)
    return { files, totalGzip: files.reduce((n, f) => n + f.gzip, 0), ms, medianMs: ms[Math.floor(ms.length / 2)]! }
  } finally {
    await browser.close()
    await served.stop()
  }
}

/** The connector as the README's WalletConnect section writes it, on a local relay. */
export function officialConnector(relayUrl: string): string {
  const createCore = "async (options) => (await import('@portico/wc-relay/local-core')).createLocalCore(options)"
  return `walletConnect({ projectId: 'bench', relayUrl: ${JSON.stringify(relayUrl)}, createCore: ${createCore} })`
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`.padStart(10)
