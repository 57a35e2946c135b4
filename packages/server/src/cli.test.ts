import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from './testing/databases.ts'
import { migrations } from './db/migrate.ts'

const cliPath = fileURLToPath(new URL('./cli.ts', import.meta.url))
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..')
const tsx = join(repoRoot, 'node_modules/.bin/tsx')
// The CLI imports sibling packages; inside this repository they resolve to their TypeScript sources.
const sourceConditions = ['--conditions=@portico/source']

type Result = { code: number | null; stdout: string; stderr: string }

/** Runs `portico-server …` with tsx in a child process. */
function cli(args: string[], env: Record<string, string>): Promise<Result> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(tsx, [...sourceConditions, cliPath, ...args], {
      env: { ...process.env, DATABASE_URL: '', PORTICO_SQLITE_PATH: '', ...env },
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
    const child = spawn(tsx, [...sourceConditions, cliPath, 'start'], {
      env: { ...process.env, DATABASE_URL: '', PORTICO_SQLITE_PATH: '', PORT: '0', ...env },
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

describe('portico-server CLI (sqlite file)', () => {
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

  it('project create prints the id; list and show find it', async () => {
    const created = await cli(['project', 'create', '--name', 'Demo app'], env)
    expect(created.code).toBe(0)
    const id = created.stdout.trim()
    expect(id).toMatch(/^[0-9a-f]{32}$/)

    const given = await cli(['project', 'create', '--name', 'Given', '--id', 'given-id', '--origins', 'HTTPS://App.Example.com/,http://127.0.0.1:5173'], env)
    expect(given).toMatchObject({ code: 0, stdout: 'given-id\n' })

    const list = await cli(['project', 'list'], env)
    expect(list.code).toBe(0)
    expect(list.stdout).toContain(`${id}\tDemo app\t(any origin)`)
    expect(list.stdout).toContain('given-id\tGiven\thttps://app.example.com,http://127.0.0.1:5173')

    const show = await cli(['project', 'show', 'given-id'], env)
    expect(show.code).toBe(0)
    expect(JSON.parse(show.stdout)).toMatchObject({
      id: 'given-id',
      name: 'Given',
      allowedOrigins: ['https://app.example.com', 'http://127.0.0.1:5173'],
      features: { email: false, analytics: true },
    })
  })

  it('project origins sets, adds and removes', async () => {
    await cli(['project', 'create', '--name', 'O', '--id', 'o'], env)
    expect((await cli(['project', 'origins', 'o', '--set', 'https://a.com,https://*.b.com'], env)).stdout).toBe(
      'https://a.com\nhttps://*.b.com\n',
    )
    const added = await cli(['project', 'origins', 'o', '--add', 'http://localhost:3000', '--remove', 'https://A.com/'], env)
    expect(added).toMatchObject({ code: 0, stdout: 'https://*.b.com\nhttp://localhost:3000\n' })
    expect((await cli(['project', 'origins', 'o', '--set', ''], env)).stdout).toBe('(any origin)\n')
  })

  it('project features changes the given features only', async () => {
    await cli(['project', 'create', '--name', 'F', '--id', 'f'], env)
    const result = await cli(
      ['project', 'features', 'f', '--email', 'on', '--socials', 'google,github', '--multi-wallet', 'on', '--analytics', 'off', '--pay', 'on'],
      env,
    )
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({
      email: true,
      socials: ['google', 'github'],
      swaps: false,
      onramp: false,
      activity: true,
      branding: true,
      multiWallet: true,
      analytics: false,
      pay: true,
    })
    const off = await cli(['project', 'features', 'f', '--socials', 'off'], env)
    expect(JSON.parse(off.stdout)).toMatchObject({ email: true, socials: false })
  })

  it('project rpc-methods prints, narrows and resets the chain proxy allow-list', async () => {
    await cli(['project', 'create', '--name', 'R', '--id', 'r'], env)
    const all = await cli(['project', 'rpc-methods', 'r'], env)
    expect(all.stdout.split('\n')).toContain('eth_call')
    expect(await cli(['project', 'rpc-methods', 'r', '--set', 'eth_chainId,eth_call'], env)).toMatchObject({ code: 0, stdout: 'eth_chainId\neth_call\n' })
    expect((await cli(['project', 'rpc-methods', 'r'], env)).stdout).toBe('eth_chainId\neth_call\n')
    const refused = await cli(['project', 'rpc-methods', 'r', '--set', 'eth_sendTransaction'], env)
    expect(refused.code).not.toBe(0)
    expect(refused.stderr).toMatch(/never forwarded/)
    expect((await cli(['project', 'rpc-methods', 'r', '--reset'], env)).stdout).toBe(all.stdout)
  })

  it('project social sets, lists and removes a social login client; the secret is only named', async () => {
    await cli(['project', 'create', '--name', 'S', '--id', 's'], env)
    const set = await cli(['project', 'social', 's', '--set', 'github', '--client-id', 'Iv1.abc'], env)
    expect(set).toMatchObject({ code: 0, stdout: 'github\tIv1.abc\tsecret from $PORTICO_GITHUB_CLIENT_SECRET\n' })
    const both = await cli(['project', 'social', 's', '--set', 'google', '--client-id', 'g.apps', '--secret-env', 'MY_GOOGLE_SECRET'], env)
    expect(both.stdout).toBe('google\tg.apps\tsecret from $MY_GOOGLE_SECRET\ngithub\tIv1.abc\tsecret from $PORTICO_GITHUB_CLIENT_SECRET\n')
    const bad = await cli(['project', 'social', 's', '--set', 'myspace', '--client-id', 'x'], env)
    expect(bad.code).not.toBe(0)
    expect((await cli(['project', 'social', 's', '--remove', 'google'], env)).stdout).toBe('github\tIv1.abc\tsecret from $PORTICO_GITHUB_CLIENT_SECRET\n')
  }, 120_000)

  // Independent of each other: run side by side (each is a process start).
  it.concurrent.each([
    [['frobnicate'], 2, 'Unknown command "frobnicate"'],
    [[], 2, 'Usage: portico-server'],
    [['project'], 2, 'Missing project command'],
    [['project', 'create'], 2, 'project create needs --name'],
    [['project', 'create', '--name', 'X', '--colour', 'red'], 2, "Unknown option '--colour'"],
    [['project', 'features', 'f', '--email', 'maybe'], 2, '--email takes on or off, got "maybe"'],
    [['project', 'features', 'f', '--socials', 'myspace'], 1, 'Invalid features'],
    [['project', 'create', '--name', 'X', '--origins', 'example.com'], 1, '"example.com" is not an origin'],
    [['project', 'create', '--name', 'X', '--id', 'f'], 1, 'A project with id "f" already exists'],
    [['project', 'show', 'missing'], 1, 'No project "missing"'],
    [['project', 'origins', 'f'], 2, 'project origins needs --set, --add or --remove'],
  ])('refuses %j with exit %i', async (args, code, message) => {
    const result = await cli(args, env)
    expect(result.code).toBe(code)
    expect(result.stdout + result.stderr).toContain(message)
  })

  it('refuses bad environment values', async () => {
    const result = await cli(['migrate'], { ...env, PORT: 'eighty' })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('PORT must be a whole number')
  })

  it('start serves until SIGTERM, then exits 0', async () => {
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

describe('two portico-server processes on one fresh SQLite file', () => {
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

describe('portico-server CLI (postgres)', () => {
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
