import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium } from '../packages/test-wallet/src/launchChromium.ts'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { codeOf, deviceLinkOf, type MailCatcher, startMailCatcher } from '../packages/server/src/testing/mailCatcher.ts'
import { startPostgres, type TestPostgres } from '../packages/server/src/testing/postgres.ts'
import { appEnv, runAsync } from './run.ts'
import { freePort } from './serveApp.ts'
import { type InstalledServer, installedBin, startInstalledServer } from './startInstalledServer.ts'
import { type CaddyProxy, startCaddy } from './tls/caddyProxy.ts'
import { writeHostPage } from './tls/hostPage.ts'
import { type LocalCa, makeLocalCa } from './tls/localCa.ts'
import { requestVia } from './tls/requestVia.ts'
import { readRows } from './tls/readRows.ts'

// The deploy recipe's topology on one machine (deploy/compose.yaml without containers): the packed
// server as an operator installs it (the global set-up's install), two instances on one Postgres,
// Caddy with deploy/Caddyfile terminating TLS (a CA made here) for the API origin and the wallet
// frame's origin, and a dapp's page on a third site whose embedded wallet logs in through it in Chromium.

const apiHost = 'api.wallet.test'
const frameHost = 'frame.wallet.test'
const pageHost = 'dapp.test'
// Each instance on a loopback address of its own, the same ports on both (as containers have), so the
// recipe's `health_port` fits both. The test's own client comes from a fourth address.
const instanceHosts = ['127.0.0.2', '127.0.0.3'] as const
const clientAddress = '127.0.0.5'
const projectId = 'shop'
/** The attributes production gives the frame's cookies on the API (embedded/frameCookies.ts), in its order. */
const frameCookieAttributes = /^[\w-]+=[^;]*; Path=\/v1\/embedded; HttpOnly; Secure; SameSite=None; Partitioned; Max-Age=\d+$/

let work: string
let ca: LocalCa
let postgres: TestPostgres | undefined
let mails: MailCatcher | undefined
const instances: InstalledServer[] = []
let proxy: CaddyProxy | undefined
let browser: Browser | undefined
let proxyPort: number
const origin = (host: string) => `https://${host}:${proxyPort}`

beforeAll(async () => {
  const dir = inject('serverAppDir')
  work = mkdtempSync(join(tmpdir(), 'portico-tls-'))
  ca = makeLocalCa(work, [apiHost, frameHost, pageHost])
  // Chromium starts meanwhile: it needs only the names and the CA.
  const launched = launchChromium({
    args: [
      `--host-resolver-rules=${[apiHost, frameHost, pageHost].map((host) => `MAP ${host} 127.0.0.1`).join(', ')}`,
      `--ignore-certificate-errors-spki-list=${ca.spkiHashes.join(',')}`,
    ],
  }).then((launchedBrowser) => (browser = launchedBrowser))
  launched.catch(() => {}) // awaited below; a set-up step failing first must not leave it unhandled
  const [pg, catcher, port, instancePort, framePort] = await Promise.all([startPostgres(), startMailCatcher(), freePort(), freePortOn(instanceHosts), freePortOn(instanceHosts)])
  postgres = pg
  mails = catcher
  proxyPort = port
  const env = {
    ...appEnv(),
    DATABASE_URL: pg.url,
    PORTICO_SQLITE_PATH: '',
    PORT: String(instancePort),
    PORTICO_FRAME_PORT: String(framePort),
    PORTICO_PUBLIC_URL: origin(apiHost),
    PORTICO_FRAME_ORIGIN: origin(frameHost),
    PORTICO_TRUST_PROXY: '1',
    PORTICO_WALLET_MASTER_KEY: '42'.repeat(32),
    PORTICO_SMTP_URL: catcher.url,
  }
  // The bin `npx portico-server` runs (server.test.ts runs it through npx; npx's own start-up is left out here).
  const portico = (args: string[]) => runAsync(installedBin(dir), args, dir, env)
  // The recipe's order: migrate as a step of its own, then the instances (and the project, as an operator makes it).
  await portico(['migrate'])
  // Each instance is kept as soon as it listens, so the clean-up stops it even if the other fails to start.
  await Promise.all([
    portico(['project', 'create', '--id', projectId, '--name', 'Shop', '--origins', origin(pageHost)]).then(() => portico(['project', 'features', projectId, '--email', 'on'])),
    ...instanceHosts.map((host, index) => startInstalledServer(dir, { ...env, HOST: host }, { npx: false }).then((instance) => (instances[index] = instance))),
  ])
  const pageDir = join(work, 'page')
  mkdirSync(pageDir)
  writeHostPage(pageDir, inject('viteApp').dir)
  const tls = { chainFile: ca.chainFile, keyFile: ca.keyFile }
  const upstreams = instanceHosts.map((host) => ({ host })) as [{ host: string }, { host: string }]
  const sites = { port, apiHost, frameHost, pageHost, pageDir, modulesDir: inject('viteApp').dir, upstreams, apiPort: instancePort, framePort, tls }
  proxy = await startCaddy(join(work, 'caddy'), sites, ca.caPem)
  await launched
})

afterAll(async () => {
  await browser?.close()
  await proxy?.stop()
  await Promise.all(instances.map((instance) => instance?.stop()))
  await mails?.close()
  await postgres?.stop()
  if (work) rmSync(work, { recursive: true, force: true })
})

/** Request log lines of an instance (its pino JSON on stdout) for `route`. */
const served = (instance: InstalledServer, route: string) =>
  instance
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; route?: string })
    .filter((line) => line.msg === 'request' && line.route === route).length

describe('the deploy recipe: two packed instances on one Postgres behind Caddy terminating TLS', () => {
  test("the visitor's address is the one Caddy saw (one trusted hop), never one a client writes; both instances serve", async () => {
    // A client that writes its own X-Forwarded-For and -Proto: Caddy replaces them with what it saw.
    for (let n = 0; n < 4; n += 1) {
      const config = await requestVia(proxyPort, `${origin(apiHost)}/v1/config?projectId=${projectId}`, {
        ca: ca.caPem,
        localAddress: clientAddress,
        headers: { origin: origin(pageHost), 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'http' },
      })
      expect(config.status).toBe(200)
      expect(config.headers['access-control-allow-origin']).toBe(origin(pageHost))
    }
    // The rate limiter's counter (in Postgres, shared by both instances) is keyed by the client's address:
    // not the spoofed one, not Caddy's own (127.0.0.1), one counter for the four requests.
    const counters = await readRows<{ key: string; count: string | number }>(postgres!.url, "select key, count from rate_limits where key like 'config:%'")
    expect(counters.map((row) => [row.key, Number(row.count)])).toEqual([[`config:${projectId}:${clientAddress}`, 4]])
    // Round robin: each instance answered two of them.
    expect(instances.map((instance) => served(instance, '/v1/config'))).toEqual([2, 2])
  })

  test('a dapp on another site logs in through the wallet frame: partitioned, Secure, SameSite=None cookies on the API origin', async () => {
    const context: BrowserContext = await browser!.newContext({ locale: 'en-US' })
    try {
      const setCookies: { url: string; value: string }[] = []
      const problems: string[] = []
      context.on('response', async (response) => {
        const value = await response.headerValue('set-cookie').catch(() => null)
        if (value) setCookies.push(...value.split('\n').map((line) => ({ url: response.url(), value: line })))
      })
      context.on('weberror', (error) => problems.push(error.error().message))
      const page = await context.newPage()
      page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())))
      const url = new URL(`${origin(pageHost)}/`)
      url.searchParams.set('frameUrl', `${origin(frameHost)}/`)
      url.searchParams.set('projectId', projectId)
      url.searchParams.set('rpcUrl', inject('rpcUrl'))
      await page.goto(url.toString())
      await page.waitForFunction(() => 'wallet' in window)
      const wallet = (method: keyof WalletHandle, argument?: string) =>
        page.evaluate(([name, value]) => (window as unknown as { wallet: WalletHandle }).wallet[name](value!), [method, argument] as const)
      expect(await wallet('ready')).toEqual({ ok: true })

      // A new device: the mail's link approves it (the API's page, top level), then the code's mail.
      const email = `tls-${Date.now()}@example.com`
      expect(await wallet('connectEmail', email)).toEqual({ ok: true, value: { action: 'VERIFY_DEVICE' } })
      const device = wallet('connectDevice')
      const linkMail = await mails!.nextMail(email)
      const link = deviceLinkOf(linkMail)
      expect(link.startsWith(`${origin(apiHost)}/v1/embedded/device?`)).toBe(true)
      const tab = await context.newPage()
      await tab.goto(link)
      await tab.getByRole('button', { name: 'Approve this device' }).click()
      await tab.getByRole('heading', { name: 'Device approved' }).waitFor()
      await tab.close()
      expect(await device).toEqual({ ok: true })
      const code = codeOf(await mails!.nextMail(email, { after: mails!.mails().indexOf(linkMail) + 1 }))
      expect(await wallet('connectOtp', code)).toEqual({ ok: true })
      expect(await wallet('isConnected')).toEqual({ ok: true, value: true })

      // What the API sent, word for word as production does (the public URL is https): the device id and the session.
      const apiCookies = setCookies.filter((cookie) => cookie.url.startsWith(`${origin(apiHost)}/v1/embedded/`))
      expect(apiCookies.map((cookie) => cookie.value.split('=')[0])).toEqual(['portico_wallet_device', `portico_wallet_${projectId}`])
      for (const cookie of apiCookies) expect(cookie.value).toMatch(frameCookieAttributes)
      // What the browser kept: both on the API's host, Secure, SameSite=None, HttpOnly, in the dapp's partition (CHIPS).
      const kept = (await context.cookies()).filter((cookie) => cookie.name.startsWith('portico_'))
      expect(kept.map(({ name, domain, path, secure, sameSite, httpOnly, partitionKey }) => ({ name, domain, path, secure, sameSite, httpOnly, partitionKey })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
        ['portico_wallet_device', `portico_wallet_${projectId}`].map((name) => ({
          name,
          domain: apiHost,
          path: '/v1/embedded',
          secure: true,
          sameSite: 'None',
          httpOnly: true,
          partitionKey: `https://${pageHost}`,
        })),
      )
      expect(problems).toEqual([])
      // The login's requests went to both instances through the proxy (the frame's and the device page's).
      const embeddedServed = instances.map((instance) => served(instance, '/v1/embedded/login/start') + served(instance, '/v1/embedded/login/otp') + served(instance, '/v1/embedded/login/status') + served(instance, '/v1/embedded/device'))
      expect(embeddedServed.every((count) => count > 0), JSON.stringify(embeddedServed)).toBe(true)
    } finally {
      await context.close()
    }
  })
})

/** The page's `window.wallet` (tls/hostPage.ts): each call answers `{ ok, value }` or `{ ok: false, error, name }`. */
type WalletHandle = Record<'ready' | 'connectEmail' | 'connectDevice' | 'connectOtp' | 'isConnected', (argument: string) => Promise<unknown>>

/** A port free on every one of `hosts` (each instance binds its own address). */
async function freePortOn(hosts: readonly string[]): Promise<number> {
  for (;;) {
    const port = await listenOnce(hosts[0]!, 0)
    const others = await Promise.all(hosts.slice(1).map((host) => listenOnce(host, port).then(() => true, () => false)))
    if (others.every(Boolean)) return port
  }
}

function listenOnce(host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, host, () => {
      const { port: bound } = server.address() as { port: number }
      server.close(() => resolve(bound))
    })
  })
}
