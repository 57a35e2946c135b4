import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Installs from Debian what the tests need and the machine lacks: Chromium for the end-to-end and
 * consumer tests (never a test tool's own browser download, which this network refuses), with Caddy,
 * the reverse proxy the deploy recipe terminates TLS with (consumers/serverTls.test.ts runs
 * deploy/Caddyfile), and PostgreSQL for the server's tests. Only the packages themselves (`--no-install-recommends`): Chromium's
 * recommends are a desktop's worth of printing and notification services no test uses.
 */
export function installSystemPackages({ browser, postgres }) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  const caddy = process.env.CADDY_PATH || '/usr/bin/caddy'
  const wanted = []
  if (browser && !existsSync(chromium)) wanted.push('chromium')
  if (browser && !existsSync(caddy)) wanted.push('caddy')
  if (postgres && !hasInitdb()) wanted.push('postgresql')
  if (wanted.length === 0) return
  console.log(`installing Debian's ${wanted.join(', ')} (not found on this machine)…`)
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const run = (cmd) => execFileSync(sudo[0] ?? cmd[0], sudo.length ? cmd : cmd.slice(1), { stdio: 'inherit' })
  run(['apt-get', 'update', '-qq'])
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...wanted])
}

/** The same places packages/server/src/testing/postgres.ts looks. */
function hasInitdb() {
  const pgLib = '/usr/lib/postgresql'
  const versions = existsSync(pgLib) ? readdirSync(pgLib).map((version) => join(pgLib, version, 'bin')) : []
  return [...(process.env.PATH ?? '').split(':'), ...versions].some((dir) => dir && existsSync(join(dir, 'initdb')))
}
