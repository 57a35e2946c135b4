// `npm run bench:walletconnect`: the README's Vite quick start plus its WalletConnect connector (the client
// at the version the README installs), installed from the local registry as an app installs it, built as the README says, in Chromium: the JS a
// visitor downloads between the click on WalletConnect and the QR code (gzip, per file) and the time from that
// click to the QR visible (median of LOADS fresh pages). The connector talks to a local development relay
// through @portico/wc-relay's local core (its 0.4 kB chunk is listed; a production app does not load it), so no
// call leaves the machine. Prints figures; fails only when something does not run.
// `npm run bench:walletconnect:compare` (walletConnectCompare.ts) sets these beside Portico's own client.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDevRelay } from '@portico/wc-relay'
import { publishLocally } from '../publishLocally.ts'
import { buildQuickStartWith, kb, measureQr, officialConnector } from './measureWalletConnectQr.ts'
import { pinnedClientVersions } from '../shippingPage.ts'

const LOADS = Number(process.env.LOADS ?? 5)
const log = (line: string) => console.log(`bench:walletconnect: ${line}`)

const root = mkdtempSync(join(tmpdir(), 'portico-wc-bench-'))
const relay = await createDevRelay({ port: 0 })
try {
  const dir = join(root, 'vite-app')
  const release = await publishLocally({ root, log })
  const registry = { url: release.registry.url, versions: release.versions }
  try {
    log(`npm install and build in ${dir}`)
    await buildQuickStartWith({ dir, registry, connector: officialConnector(relay.url), dependencies: { ...pinnedClientVersions(), '@portico/wc-relay': '*' } })
  } finally {
    await release.registry.stop()
  }
  const figures = await measureQr(dir, LOADS)
  console.log(`\nThe quick start with WalletConnect (${Object.entries(pinnedClientVersions()).map(([n, v]) => `${n}@${v}`).join(', ')}):`)
  console.log('JS downloaded from the click on WalletConnect to the QR code (gzip):')
  for (const { file, gzip } of figures.files) console.log(`  ${kb(gzip)}  ${file}`)
  console.log(`  ${kb(figures.totalGzip)}  total in ${figures.files.length} files`)
  console.log(`Click -> QR visible: median ${figures.medianMs} ms (${figures.ms.join(', ')} ms; local relay)`)
} finally {
  await relay.close()
  if (!process.env.PORTICO_KEEP_CONSUMERS) rmSync(root, { recursive: true, force: true })
}
