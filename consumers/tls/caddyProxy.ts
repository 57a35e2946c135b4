import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { stopGroup } from '../serveApp.ts'
import { requestVia } from './requestVia.ts'

/** One server instance as the proxy reaches it: its own loopback address, the ports every instance uses (as containers do). */
export type Upstream = { host: string }

export type ProxySites = {
  /** The https port every site listens on (127.0.0.1). */
  port: number
  apiHost: string
  frameHost: string
  /** The dapp's page: `pageDir` at `/`, `modulesDir`'s `node_modules/` under `/node_modules/`. */
  pageHost: string
  pageDir: string
  modulesDir: string
  upstreams: [Upstream, Upstream]
  apiPort: number
  framePort: number
  tls: { chainFile: string; keyFile: string }
}

const deployCaddyfile = new URL('../../deploy/Caddyfile', import.meta.url)

/**
 * The deploy recipe's Caddyfile (`deploy/Caddyfile`) as this machine runs it: its site blocks and
 * `reverse_proxy` directives unchanged, only the names put in — the host names and port of the test's
 * origins, a `tls` line with the local CA's certificate (the recipe gets one from an ACME CA), the
 * instances' loopback addresses for the compose services. Global options keep Caddy local (no admin
 * endpoint, no http redirect listener, its files in `dataDir`); the dapp's page is a site of its own.
 *
 * @throws when the recipe no longer has the shape this relies on (a test of the recipe, not of a copy).
 */
export function testCaddyfile(recipe: string, sites: ProxySites, dataDir: string): string {
  const tls = `\ttls ${sites.tls.chainFile} ${sites.tls.keyFile}`
  const replacements: [RegExp, (match: string, ...groups: string[]) => string, number][] = [
    [/^api\.example\.test \{$/gm, () => `${sites.apiHost}:${sites.port} {\n${tls}`, 1],
    [/^frame\.example\.test \{$/gm, () => `${sites.frameHost}:${sites.port} {\n${tls}`, 1],
    [/\bserver([12]):8787\b/g, (_, n) => `${sites.upstreams[Number(n) - 1]!.host}:${sites.apiPort}`, 2],
    [/\bserver([12]):8788\b/g, (_, n) => `${sites.upstreams[Number(n) - 1]!.host}:${sites.framePort}`, 2],
    [/\bhealth_port 8787\b/g, () => `health_port ${sites.apiPort}`, 1],
  ]
  let text = recipe
  for (const [pattern, replace, expected] of replacements) {
    const found = text.match(pattern)?.length ?? 0
    if (found !== expected) throw new Error(`deploy/Caddyfile: expected ${expected} × ${pattern}, found ${found}`)
    text = text.replace(pattern, replace as (match: string) => string)
  }
  const globals = ['{', '\tadmin off', '\tauto_https disable_redirects', '\tdefault_bind 127.0.0.1', `\tstorage file_system ${dataDir}`, '}', ''].join('\n')
  const page = [
    `${sites.pageHost}:${sites.port} {`,
    tls,
    '\thandle /node_modules/* {',
    `\t\troot * ${sites.modulesDir}`,
    '\t\tfile_server',
    '\t}',
    '\thandle {',
    `\t\troot * ${sites.pageDir}`,
    '\t\tfile_server',
    '\t}',
    '}',
    '',
  ].join('\n')
  return `${globals}${text}\n${page}`
}

export type CaddyProxy = { caddyfile: string; output(): string; stop(): Promise<void> }

/** Debian's Caddy (`apt-get install caddy`; `npm test` installs it beside Chromium), or `CADDY_PATH`. */
export const caddyPath = () => process.env.CADDY_PATH || '/usr/bin/caddy'

/** Runs Caddy with {@link testCaddyfile} and resolves once the API origin answers through it. */
export async function startCaddy(dir: string, sites: ProxySites, ca: string): Promise<CaddyProxy> {
  const caddy = caddyPath()
  if (!existsSync(caddy)) throw new Error(`Caddy not found at ${caddy}: apt-get install -y caddy (npm test installs it), or set CADDY_PATH`)
  mkdirSync(join(dir, 'data'), { recursive: true })
  const caddyfile = testCaddyfile(readFileSync(deployCaddyfile, 'utf8'), sites, join(dir, 'data'))
  const file = join(dir, 'Caddyfile')
  writeFileSync(file, caddyfile)
  const env = { ...process.env, HOME: dir, XDG_DATA_HOME: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') }
  const child: ChildProcess = spawn(caddy, ['run', '--adapter', 'caddyfile', '--config', file], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`caddy exited (${code}):\n${output}`))))
  exited.catch(() => {}) // read by the race below; an exit after the stop is expected
  const answering = (async () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const ok = await requestVia(sites.port, `https://${sites.apiHost}:${sites.port}/healthz`, { ca }).then((response) => response.status === 200, () => false)
      if (ok) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`Caddy did not answer on ${sites.apiHost}:${sites.port}\n${output}`)
  })()
  try {
    await Promise.race([answering, exited])
  } catch (error) {
    await stopGroup(child)
    throw error
  }
  return { caddyfile, output: () => output, stop: () => stopGroup(child) }
}
