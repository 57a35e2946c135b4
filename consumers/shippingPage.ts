import { createProject, type RunningServer, startServer } from '@portico/server'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { quickStartApp } from './quickStart.ts'

/** The project the shipping page's server holds. */
export const SHIPPING_PROJECT_ID = 'my-dapp'

/**
 * The page apps actually ship, the one our published figures are measured on: the README's Vite
 * quick start (examples/vite) word for word, plus the two things a real app adds to it, each as the guides write it:
 * the WalletConnect connector (`@portico/evm/walletConnect`, the official client at the version the
 * WalletConnect guide pins) and a Portico server (`serverUrl`, `projectId`).
 */
export function shippingApp({ serverUrl, projectId = SHIPPING_PROJECT_ID }: { serverUrl: string; projectId?: string }): string {
  const code = quickStartApp()
  const adapter = 'evmAdapter({ chains: [mainnet, base] })'
  const metadata = "metadata: { name: 'My dapp' },"
  for (const part of [adapter, metadata]) if (!code.includes(part)) throw new Error(`The README's quick start no longer has \`${part}\``)
  const connector = "walletConnect({ projectId: 'your-reown-project-id' })"
  return `import { walletConnect } from '@portico/evm/walletConnect'\n${code
    .replace(adapter, `evmAdapter({ chains: [mainnet, base], connectors: [${connector}] })`)
    .replace(metadata, `${metadata}\n  serverUrl: ${JSON.stringify(serverUrl)},\n  projectId: ${JSON.stringify(projectId)},`)}`
}

export type ShippingServer = { url: string; stop: () => Promise<void> }

/**
 * A real Portico server for the shipping page (SQLite in a temporary folder, the project created with
 * its defaults), on `port` so that a build baked with its URL can be measured again later.
 */
export async function startShippingServer(port: number): Promise<ShippingServer> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-shipping-server-'))
  let server: RunningServer | undefined
  try {
    server = await startServer({ host: '127.0.0.1', port, sqlitePath: join(dir, 'db.sqlite') })
    await createProject(server.db, { id: SHIPPING_PROJECT_ID, name: 'My dapp' })
  } catch (error) {
    await server?.close()
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  const running = server
  return {
    url: running.url,
    stop: async () => {
      await running.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The client versions the WalletConnect guide tells apps to install, from its npm install line. */
export function pinnedClientVersions(): Record<string, string> {
  const guide = readFileSync(new URL('../docs/guide/walletconnect.md', import.meta.url), 'utf8')
  const pinned = [...guide.matchAll(/(@walletconnect\/[a-z-]+)@(\d+\.\d+\.\d+)/g)].map(([, name, version]) => [name!, version!])
  if (pinned.length === 0) throw new Error('docs/guide/walletconnect.md installs no pinned @walletconnect package')
  return Object.fromEntries(pinned)
}
