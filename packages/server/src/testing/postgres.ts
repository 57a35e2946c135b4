import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PostgresUnavailableError } from './errors.ts'

export type TestPostgres = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (or `PORTICO_TEST_DATABASE_URL`). */
  url: string
  /** Stops the cluster and removes its files. Safe to call twice. */
  stop(): Promise<void>
}

const installHint = 'Install it with `apt-get install -y postgresql` (Debian), or set PORTICO_TEST_DATABASE_URL to a server.'

/**
 * Starts a throwaway PostgreSQL cluster on a free loopback port (trust auth, no fsync), or uses
 * `PORTICO_TEST_DATABASE_URL` when set. As root, the cluster runs as the `postgres` system user
 * (initdb refuses root).
 *
 * @throws {PostgresUnavailableError} when PostgreSQL is not installed or does not start.
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<TestPostgres> {
  const external = process.env.PORTICO_TEST_DATABASE_URL
  if (external) return { url: external, stop: async () => {} }

  const bin = findPostgresBin(options)
  if (!bin) throw new PostgresUnavailableError(`PostgreSQL (initdb, pg_ctl) not found on PATH or in /usr/lib/postgresql/*/bin. ${installHint}`)

  const dir = mkdtempSync(join(tmpdir(), 'portico-pg-'))
  const data = join(dir, 'data')
  const log = join(dir, 'postgres.log')
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const owner = postgresUser()
    if (!owner) {
      rmSync(dir, { recursive: true, force: true })
      throw new PostgresUnavailableError(`Running as root, but there is no "postgres" system user to run PostgreSQL as. ${installHint}`)
    }
    chownSync(dir, owner.uid, owner.gid)
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
    const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000 })
    if (result.status !== 0) {
      const logText = existsSync(log) ? readFileSync(log, 'utf8') : ''
      throw new PostgresUnavailableError(
        `\`${[command, ...args].join(' ')}\` failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stderr}${result.stdout}${logText}\n${installHint}`,
      )
    }
  }

  let stopped = false
  const stopSync = () => {
    if (stopped) return
    stopped = true
    process.off('exit', stopSync)
    if (existsSync(join(data, 'postmaster.pid'))) {
      try {
        run(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w'])
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }
  process.on('exit', stopSync)

  try {
    run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
    const port = await freePort()
    const settings = `-k ${dir} -p ${port} -h 127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=${options.maxConnections ?? 100}`
    run(join(bin, 'pg_ctl'), ['start', '-D', data, '-w', '-t', '60', '-l', log, '-o', settings])
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop: async () => stopSync() }
  } catch (error) {
    stopSync()
    throw error
  }
}

export type StartPostgresOptions = FindPostgresBinOptions & {
  /** The cluster's `max_connections` (default 100, Postgres' own); a cluster shared by a whole test run needs more. */
  maxConnections?: number
}

export type FindPostgresBinOptions = {
  /** Default `process.env.PATH`. */
  path?: string | undefined
  /** Default `/usr/lib/postgresql` (Debian: `<root>/<version>/bin`). */
  libRoot?: string | undefined
}

/** The folder holding `initdb` and `pg_ctl`: PATH first, then the newest `/usr/lib/postgresql/<version>/bin`. */
export function findPostgresBin({ path = process.env.PATH, libRoot: root = '/usr/lib/postgresql' }: FindPostgresBinOptions = {}):
  | string
  | undefined {
  for (const dir of (path ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir
  }
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(root, versions[0], 'bin') : undefined
}

function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined
  } catch {
    return undefined
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen({ host: '127.0.0.1', port: 0 }, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
