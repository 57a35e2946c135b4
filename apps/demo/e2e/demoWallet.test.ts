import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { preview, type PreviewServer } from 'vite'
import { buildForProduction } from './buildForProduction'
import { verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { sharedBrowser } from './browser'

// The demo wallet app (walletkit in the browser, apps/demo-wallet) against the demo dapp, both in Chromium,
// through the development relay: paste the URI, approve, sign, reject a send. Nothing leaves 127.0.0.1.
const walletRoot = new URL('../../demo-wallet/', import.meta.url).pathname
let server: PreviewServer
let outDir: string

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'portico-demo-wallet-'))
  process.env.VITE_WALLETCONNECT_RELAY_URL = inject('wcRelayUrl')
  process.env.VITE_DEVNET_RPC_URL = inject('rpcUrls')[0]
  process.env.VITE_DEVNET2_RPC_URL = inject('rpcUrls')[1]
  const configFile = join(walletRoot, 'vite.config.ts')
  await buildForProduction({ root: walletRoot, configFile, logLevel: 'error', build: { outDir, emptyOutDir: true } })
  server = await preview({ root: walletRoot, configFile, logLevel: 'error', build: { outDir }, preview: { host: '127.0.0.1', port: 0 } })
}, 180_000)
afterAll(async () => {
  await new Promise<void>((resolve) => server?.httpServer.close(() => resolve()))
  rmSync(outDir, { recursive: true, force: true })
})

describe('demo wallet app', () => {
  test('pairs by pasted URI, approves the session, signs, rejects a send', async () => {
    const context = await (await sharedBrowser()).newContext()
    const urls: string[] = []
    context.on('request', (r) => urls.push(r.url()))
    const dapp = await context.newPage()
    const walletPage = await context.newPage()
    for (const page of [dapp, walletPage]) page.on('websocket', (ws) => urls.push(ws.url()))
    // Sign-in is the subject of siwx.test.ts: here the dapp only connects, signs and sends.
    await dapp.goto(`${inject('demoUrl')}?siwx=off`)
    await walletPage.goto(server.resolvedUrls!.local[0]!)
    await walletPage.locator('#address').filter({ hasText: /^0x/ }).waitFor()
    const address = (await walletPage.locator('#address').textContent()) as Hex

    await dapp.getByRole('button', { name: 'Connect Wallet' }).click()
    await dapp.getByRole('button', { name: 'WalletConnect', exact: true }).click()
    const copy = dapp.getByRole('button', { name: 'Copy link' })
    await expect.poll(() => copy.getAttribute('data-uri'), { timeout: 15_000 }).toMatch(/^wc:/)
    await walletPage.getByLabel(/WalletConnect URI/).fill((await copy.getAttribute('data-uri'))!)
    await walletPage.getByRole('button', { name: 'Pair' }).click()
    await walletPage.getByRole('button', { name: 'Approve' }).click()
    await dapp.getByRole('dialog', { name: 'Account' }).waitFor()
    expect(await dapp.getByTestId('address').textContent()).toBe(address)
    await dapp.keyboard.press('Escape')

    await dapp.getByRole('button', { name: 'Sign message' }).click()
    await walletPage.getByRole('button', { name: 'Approve' }).click()
    const signature = (await dapp.getByTestId('signature').textContent({ timeout: 15_000 })) as Hex
    expect(await verifyMessage({ address, message: 'Hello from Portico', signature })).toBe(true)

    await dapp.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    await walletPage.getByRole('button', { name: 'Reject' }).click()
    await dapp.getByRole('alert').filter({ hasText: 'User rejected the request' }).waitFor()

    const outside = urls.filter((url) => {
      const { protocol, hostname } = new URL(url)
      return protocol !== 'data:' && protocol !== 'blob:' && hostname !== '127.0.0.1'
    })
    expect(outside).toEqual([])
    await context.close()
  })
})
