import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createConsumerApp } from './createConsumerApp.ts'
import type { Tarballs } from './packTarballs.ts'
import { publishLocally } from './publishLocally.ts'
import { quickStartApp, viteExample } from './quickStart.ts'
import { npm } from './run.ts'
import { pinnedClientVersions, shippingApp } from './shippingPage.ts'

export type QuickStartBuild = { root: string; dir: string; distDir: string; tarballs: Tarballs }

export type BuildQuickStartParameters = {
  log?: (line: string) => void
  /**
   * Set: the page apps ship (`shippingApp`), the quick start plus the WalletConnect connector (its
   * client at the README's pinned versions) and this Portico server. Unset: the quick start alone.
   */
  serverUrl?: string
}

/**
 * The README's Vite quick start exactly as written (mainnet and Base), or the page apps ship, installed
 * in a folder outside this repository from a local registry the packages were freshly packed and
 * published to, and built with `npm run build`: what `npm run size` and `npm run bench:page` measure.
 */
export async function buildQuickStart({ log = () => {}, serverUrl }: BuildQuickStartParameters = {}): Promise<QuickStartBuild> {
  const root = mkdtempSync(join(tmpdir(), 'portico-quick-start-'))
  const { registry, tarballs, versions } = await publishLocally({ root, log })
  const dir = join(root, 'vite-app')
  const files: Record<string, string> = { 'src/App.tsx': serverUrl ? shippingApp({ serverUrl }) : quickStartApp() }
  if (serverUrl) {
    const manifest = JSON.parse(readFileSync(new URL(`${viteExample}/package.json`, import.meta.url), 'utf8')) as { dependencies: Record<string, string> }
    manifest.dependencies = { ...manifest.dependencies, ...pinnedClientVersions() }
    files['package.json'] = JSON.stringify(manifest, null, 2)
  }
  try {
    log(`npm install in ${dir}`)
    await createConsumerApp({ template: viteExample, dir, registry: { url: registry.url, versions }, files })
  } finally {
    await registry.stop()
  }
  log('npm run build')
  npm(dir, ['run', 'build'])
  return { root, dir, distDir: join(dir, 'dist'), tarballs }
}
