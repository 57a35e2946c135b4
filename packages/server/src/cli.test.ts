import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from './testing/databases.ts'
import { migrations } from './db/migrate.ts'
import { runCli } from './cli/runCli.ts'

const cliPath = fileURLToPath(new URL('./cli.ts', import.meta.url))
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..')
// Node itself with tsx's loader (not the `tsx` command, a parent process that relays signals to a
// child node: a SIGTERM racing that relay ended the server with 143 instead of its own clean exit).
// The CLI imports sibling packages; inside this repository they resolve to their TypeScript sources.
const nodeArgs = ['--conditions=@portico/source', '--import', 'tsx']

type Result = { code: number | null; stdout: string; stderr: string }

// Each test starts one to three of those processes, and each compiles the server from source first:
// 20-25 s apiece on a loaded 2-core machine (the Postgres test's three took over the 60 s default in
// whole unit runs, with and without shared workers). The limit is per test, for its processes.
const childProcesses = { timeout: 180_000 }

/** Runs `portico-server …` in a child process (node with tsx's loader). */
function cli(args: string[], env: Record<string, string>): Promise<Result> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, cliPath, ...args], {
      env: { ...process.env, DATABASE_URL: '', PORTICO_SQLITE_PATH: '', ...env },
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.once('error', reject)
    child.once('close', (code) => resolvePromise({ code, stdout, stderr }))
  })
}

/** Starts `portico-server start`, resolves with its URL once it prints it. */
function startCli(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, cliPath, 'start'], {
      env: { ...process.env, DATABASE_URL: '', PORTICO_SQLITE_PATH: '', PORT: '0', ...env },
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
    let stdout = ''
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      const match = /listening on (http:\/\/\S+)/.exec(stdout)
      if (match) resolvePromise({ child, url: match[1]!, exited })
    })
    void exited.then((code) => reject(new Error(`portico-server start exited (${code}):\n${stdout}${stderr}`)))
  })
}

describe('portico-server CLI (sqlite file)', childProcesses, () => {
  let dir: string
  let env: Record<string, string>
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'portico-cli-'))
    env = { PORTICO_SQLITE_PATH: join(dir, 'nested', 'portico.sqlite') }
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('migrate applies the migrations once', async () => {
    const first = await cli(['migrate'], env)
    expect(first).toMatchObject({ code: 0, stdout: Object.keys(migrations).map((name) => `applied ${name}\n`).join('') })
    const second = await cli(['migrate'], env)
    expect(second).toMatchObject({ code: 0, stdout: 'Database is up to date.\n' })
  })

  // The commands themselves are tested in-process (cli/runCli.test.ts); here, what only the bin
  // does: the exit code reaches the shell, and the messages go to the right stream.
  it.concurrent.each([
    [['frobnicate'], 2, 'Unknown command "frobnicate"'],
    [['project', 'show', 'missing'], 1, 'No project "missing"'],
  ])('exits %j with %i', async (args, code, message) => {
    const result = await cli(args, env)
    expect(result).toMatchObject({ code, stdout: '' })
    expect(result.stderr).toContain(message)
  })

  it('start serves until SIGTERM, then exits 0', async () => {
    const quiet = { env: { ...process.env, DATABASE_URL: '', ...env }, out: () => undefined, err: () => undefined }
    expect(await runCli(['project', 'create', '--name', 'F', '--id', 'f'], quiet)).toBe(0)
    const { child, url, exited } = await startCli(env)
    try {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(await (await fetch(`${url}/health`)).json()).toEqual({ ok: true, database: 'sqlite' })
      expect((await fetch(`${url}/v1/config?projectId=f`)).status).toBe(200)
    } finally {
      child.kill('SIGTERM')
    }
    expect(await exited).toBe(0)
  })
})

describe('two portico-server processes on one fresh SQLite file', childProcesses, () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'portico-cli-pair-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('both start (migrating at once) and share projects and rate limits', async () => {
    const env = { PORTICO_SQLITE_PATH: join(dir, 'shared.sqlite'), PORTICO_TRUST_PROXY: '1' }
    const [a, b] = await Promise.all([startCli(env), startCli(env)])
    try {
      const created = await cli(['project', 'create', '--name', 'Shared', '--id', 'shared'], env)
      expect(created.code).toBe(0)
      const statuses = await Promise.all(
        Array.from({ length: 61 }, (_, i) =>
          fetch(`${(i % 2 ? a : b).url}/v1/origins?projectId=shared`, { headers: { 'X-Forwarded-For': '192.0.2.1' } }).then(
            (response) => response.status,
          ),
        ),
      )
      expect(statuses.filter((status) => status === 200)).toHaveLength(60)
      expect(statuses.filter((status) => status === 429)).toHaveLength(1)
    } finally {
      a.child.kill('SIGTERM')
      b.child.kill('SIGTERM')
    }
    expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0])
  })
})

describe('portico-server CLI (postgres)', childProcesses, () => {
  const database = useTestDatabase('postgres', { migrate: false })

  it('manages projects and serves from DATABASE_URL', async () => {
    const env = { DATABASE_URL: database.location().url! }
    expect((await cli(['project', 'create', '--name', 'PG', '--id', 'pg'], env)).stdout).toBe('pg\n')
    expect(JSON.parse((await cli(['project', 'features', 'pg', '--swaps', 'on'], env)).stdout)).toMatchObject({ swaps: true })
    const { child, url, exited } = await startCli(env)
    try {
      expect(await (await fetch(`${url}/health`)).json()).toEqual({ ok: true, database: 'postgres' })
      const config = await (await fetch(`${url}/v1/config?projectId=pg`)).json()
      expect(config).toMatchObject({ projectId: 'pg', features: { swaps: true } })
    } finally {
      child.kill('SIGTERM')
    }
    expect(await exited).toBe(0)
  })
})
