import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createConsumerApp } from './createConsumerApp.ts'
import type { Tarballs } from './packTarballs.ts'
import { publishLocally } from './publishLocally.ts'
import { quickStartApp, viteExample } from './quickStart.ts'
import { npm } from './run.ts'

export type QuickStartBuild = { root: string; dir: string; distDir: string; tarballs: Tarballs }

/**
 * The README's Vite quick start exactly as written (mainnet and Base), installed in a folder outside
 * this repository from a local registry the packages were freshly packed and published to, and built
 * with `npm run build`: what `npm run size` and `npm run bench:page` measure.
 */
export async function buildQuickStart({ log = () => {} }: { log?: (line: string) => void } = {}): Promise<QuickStartBuild> {
  const root = mkdtempSync(join(tmpdir(), 'portico-quick-start-'))
  const { registry, tarballs, versions } = await publishLocally({ root, log })
  const dir = join(root, 'vite-app')
  try {
    log(`npm install in ${dir}`)
    await createConsumerApp({ template: viteExample, dir, registry: { url: registry.url, versions }, files: { 'src/App.tsx': quickStartApp() } })
  } finally {
    await registry.stop()
  }
  log('npm run build')
  npm(dir, ['run', 'build'])
  return { root, dir, distDir: join(dir, 'dist'), tarballs }
}
