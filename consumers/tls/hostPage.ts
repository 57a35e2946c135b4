import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

type ExportTarget = string | null | { [condition: string]: ExportTarget }

/** The modules the page imports by name: the published kit's embedded-wallet client and what its build imports. */
const specifiers = ['@portico/core', '@portico/core/internal', '@portico/core/actions', 'zod/mini', 'zustand/vanilla']

/** Where a browser finds `specifier` under `/node_modules/`, through the package's `exports` as a bundler for the browser reads them. */
export function browserPath(modulesDir: string, specifier: string): string {
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
  const subpath = `.${specifier.slice(name.length)}`
  const manifest = JSON.parse(readFileSync(join(modulesDir, 'node_modules', name, 'package.json'), 'utf8')) as { exports: Record<string, ExportTarget> }
  const pick = (target: ExportTarget | undefined): string | undefined => {
    if (typeof target === 'string' || !target) return target ?? undefined
    for (const condition of ['browser', 'import', 'module', 'default']) {
      const found = pick(target[condition])
      if (found) return found
    }
    return undefined
  }
  // An exact subpath, else a pattern (`./*`) whose `*` takes the rest.
  const pattern = Object.keys(manifest.exports).find((key) => key.includes('*') && subpath.startsWith(key.slice(0, key.indexOf('*'))))
  const file = manifest.exports[subpath] !== undefined ? pick(manifest.exports[subpath]) : pattern && pick(manifest.exports[pattern])?.replace('*', subpath.slice(pattern.indexOf('*')))
  if (!file) throw new Error(`${name} exports no ${subpath} for the browser`)
  return `/node_modules/${name}/${file.replace(/^\.\//, '')}`
}

/**
 * The dapp's page, as a site would ship the embedded wallet: the kit's client from the packages the
 * consumer app installed (`@portico/core` as published, loaded as ES modules through an import map,
 * no bundler), which puts the wallet frame in the page and talks to it. Its query names the frame,
 * the project and the chain's RPC. The test drives it through `window.wallet`.
 */
export function writeHostPage(pageDir: string, modulesDir: string): void {
  const imports = Object.fromEntries(specifiers.map((specifier) => [specifier, browserPath(modulesDir, specifier)]))
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A dapp behind TLS</title>
    <link rel="icon" href="data:," />
    <script type="importmap">${JSON.stringify({ imports })}</script>
    <script type="module">
      import { createWebStorage } from '@portico/core'
      import { createEmbeddedWalletClient } from '@portico/core/internal'
      const params = new URLSearchParams(location.search)
      const client = createEmbeddedWalletClient({
        frameUrl: params.get('frameUrl'),
        projectId: params.get('projectId'),
        chainId: 31337,
        version: 'html-portico-tls',
        rpcUrl: params.get('rpcUrl'),
        storage: createWebStorage(),
      })
      const run = async (task) => {
        try {
          return { ok: true, value: await task() }
        } catch (error) {
          return { ok: false, error: error.message, name: error.name }
        }
      }
      window.wallet = {
        ready: () => run(() => client.ready()),
        connectEmail: (email) => run(() => client.connectEmail(email)),
        connectDevice: () => run(() => client.connectDevice()),
        connectOtp: (otp) => run(() => client.connectOtp(otp)),
        isConnected: () => run(() => client.isConnected()),
      }
    </script>
  </head>
  <body>
    <main><h1>A dapp behind TLS</h1></main>
  </body>
</html>
`
  writeFileSync(join(pageDir, 'index.html'), html)
}
