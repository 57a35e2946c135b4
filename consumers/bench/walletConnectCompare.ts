// `npm run bench:walletconnect:compare`: the README's Vite quick start with its WalletConnect connector built
// twice from the same local release — on the pinned official client (2.21.8, as the README installs it) and on
// Portico's own Sign client (`walletConnect({ client: 'portico' })`, @portico/walletconnect) — and measured the
// same way in Chromium against one local development relay: the JS downloaded between the click on
// WalletConnect and the QR code (gzip) and click -> QR visible (median of LOADS fresh pages each). Prints both
// side by side; fails only when something does not run.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDevRelay } from '@portico/wc-relay'
import { publishLocally } from '../publishLocally.ts'
import { buildQuickStartWith, kb, measureQr, officialConnector, type QrFigures } from './measureWalletConnectQr.ts'
import { pinnedClientVersions } from '../shippingPage.ts'

const LOADS = Number(process.env.LOADS ?? 5)
const log = (line: string) => console.log(`bench:walletconnect:compare: ${line}`)

const root = mkdtempSync(join(tmpdir(), 'portico-wc-compare-'))
const relay = await createDevRelay({ port: 0 })
try {
  const official = join(root, 'official')
  const portico = join(root, 'portico')
  const release = await publishLocally({ root, log })
  const registry = { url: release.registry.url, versions: release.versions }
  try {
    log('npm install and build: the official client')
    await buildQuickStartWith({ dir: official, registry, connector: officialConnector(relay.url), dependencies: { ...pinnedClientVersions(), '@portico/wc-relay': '*' } })
    log('npm install and build: Portico\'s client')
    await buildQuickStartWith({ dir: portico, registry, connector: `walletConnect({ client: 'portico', projectId: 'bench', relayUrl: ${JSON.stringify(relay.url)} })` })
  } finally {
    await release.registry.stop()
  }
  // Alternate the two so that load on the shared machine falls on both alike.
  const runs: Record<'official' | 'portico', QrFigures[]> = { official: [], portico: [] }
  for (let round = 0; round < LOADS; round++) {
    runs.official.push(await measureQr(official, 1))
    runs.portico.push(await measureQr(portico, 1))
  }
  const summary = (list: QrFigures[]) => {
    const ms = list.map((f) => f.ms[0]!).sort((a, b) => a - b)
    return { files: list[0]!.files, totalGzip: list[0]!.totalGzip, ms, median: ms[Math.floor(ms.length / 2)]! }
  }
  const a = summary(runs.official)
  const b = summary(runs.portico)
  const versions = Object.entries(pinnedClientVersions()).map(([n, v]) => `${n}@${v}`).join(', ')
  for (const [title, s] of [[`Official client (${versions}, local core)`, a], ['Portico client (@portico/walletconnect)', b]] as const) {
    console.log(`\n${title}: JS from the click on WalletConnect to the QR code (gzip)`)
    for (const { file, gzip } of s.files) console.log(`  ${kb(gzip)}  ${file}`)
  }
  console.log('\n                              official      portico')
  console.log(`JS before the QR (gzip)   ${kb(a.totalGzip)} ${kb(b.totalGzip)}`)
  console.log(`files                     ${String(a.files.length).padStart(10)} ${String(b.files.length).padStart(10)}`)
  console.log(`click -> QR, median       ${`${a.median} ms`.padStart(10)} ${`${b.median} ms`.padStart(10)}`)
  console.log(`click -> QR, all          ${a.ms.join(', ')} ms | ${b.ms.join(', ')} ms (local relay, ${LOADS} loads each)`)
} finally {
  await relay.close()
  if (!process.env.PORTICO_KEEP_CONSUMERS) rmSync(root, { recursive: true, force: true })
}
