import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { appEnv, run } from './run.ts'
import { type InstalledServer, startInstalledServer } from './startInstalledServer.ts'

// An operator's install: `npm install @portico/server` in an empty folder, then `npx portico-server`,
// which runs its build with plain Node (no tsx, no TypeScript sources).
let dir: string
let env: NodeJS.ProcessEnv
let server: InstalledServer | undefined

beforeAll(async () => {
  // Installed by the global set-up beside the other apps (`npm install @portico/server@<version>` from the local registry, in an empty folder).
  dir = inject('serverAppDir')
  // A free port chosen first: the embedded wallet needs the server's public URL (its mail links are built from it alone).
  const port = await freePort()
  env = {
    ...appEnv(),
    PORTICO_SQLITE_PATH: join(dir, 'data', 'portico.sqlite'),
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    PORTICO_PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The embedded wallet on: its frame is served from the installed @portico/wallet-frame (no mail is sent here).
    PORTICO_WALLET_MASTER_KEY: '42'.repeat(32),
    PORTICO_SMTP_URL: 'smtp://127.0.0.1:2525',
    PORTICO_FRAME_PORT: '0',
  }
})
afterAll(async () => {
  // The server `npx` started, not only `npx`: a leftover would keep serving after the run.
  await server?.stop()
})

const portico = (args: string[]) => run('npx', ['--no-install', 'portico-server', ...args], dir, env)

describe('@portico/server as an operator installs it', () => {
  test('runs from its build with plain node: creates a project, serves the API', async () => {
    expect(existsSync(join(dir, 'node_modules', 'tsx'))).toBe(false)
    const projectId = portico(['project', 'create', '--name', 'Shop', '--origins', 'https://shop.example']).trim().split('\n').pop()!
    expect(projectId).toMatch(/^[\w-]+$/)
    expect(JSON.parse(portico(['project', 'show', projectId]))).toMatchObject({ id: projectId, name: 'Shop' })

    server = await startInstalledServer(dir, env)
    const { url, frameUrl } = server
    const health = await fetch(new URL('/health', url))
    expect(health.status).toBe(200)
    const config = await fetch(new URL(`/v1/config?projectId=${projectId}`, url), { headers: { origin: 'https://shop.example' } })
    expect(config.status).toBe(200)
    expect(config.headers.get('access-control-allow-origin')).toBe('https://shop.example')
    const unknown = await fetch(new URL('/v1/config?projectId=nope', url), { headers: { origin: 'https://shop.example' } })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: { code: 'project_not_found' } })
    // The files the server reads at run time ship in its package: the wallet, network and token logos, the social marks.
    for (const path of ['/v1/network-images/eip155-1.svg', '/v1/token-icons/ETH.svg', '/v1/social-images/apple-dark.svg']) {
      const image = await fetch(new URL(path, url))
      expect(image.status, path).toBe(200)
      expect(await image.text(), path).toMatch(/^<svg [^>]*aria-label="(ethereum|ETH|Apple)"/)
    }
    // The wallet frame, from its own origin: the built page under a CSP that lets only the project's origins embed it, and its script.
    const frame = await fetch(new URL(`/?projectId=${projectId}`, frameUrl))
    expect(frame.status).toBe(200)
    expect(frame.headers.get('content-security-policy')).toContain('frame-ancestors https://shop.example')
    const script = /<script[^>]+src="\.?\/?([^"]+\.js)"/.exec(await frame.text())?.[1]
    expect(script).toBeDefined()
    expect((await fetch(new URL(script!, frameUrl))).status).toBe(200)
  })
})

/** A port nothing listens on right now (the OS's pick). */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}
