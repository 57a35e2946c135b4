import { spawn } from 'node:child_process'
import { request } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from './cli/runCli.ts'

const cliPath = fileURLToPath(new URL('./cli.ts', import.meta.url))
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..')

/** `portico-server start` as its own process (node with tsx's loader, as cli.test.ts does). */
function startCli(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--conditions=@portico/source', '--import', 'tsx', cliPath, 'start'], {
    env: { ...process.env, DATABASE_URL: '', PORT: '0', ...env },
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  const url = new Promise<string>((resolveUrl, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match) resolveUrl(match[1]!)
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    void exited.then((code) => reject(new Error(`start exited (${code}):\n${output}`)))
  })
  return { child, url, exited, output: () => output }
}

describe('graceful shutdown (a real process, SIGTERM)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-drain-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('stops accepting, lets the request in flight finish, closes the database and exits 0', { timeout: 180_000 }, async () => {
    const env = { PORTICO_SQLITE_PATH: join(dir, 'drain.sqlite'), PORTICO_DRAIN_MS: '20000' }
    expect(await runCli(['project', 'create', '--name', 'P', '--id', 'p'], { env, out: () => {}, err: () => {} })).toBe(0)
    const server = startCli(env)
    const base = new URL(await server.url)
    expect((await fetch(new URL('/readyz', base))).status).toBe(200)

    // A request in flight: its headers and half its body are sent, the rest comes after SIGTERM.
    const body = JSON.stringify({ eventId: '4f8a2b8e-3c1d-4e5f-9a6b-7c8d9e0f1a2b', url: 'https://app.example.com/', domain: 'app', timestamp: 1, props: { type: 'track', event: 'MODAL_OPEN' } })
    let refused: string | undefined
    const answered = new Promise<{ status: number | undefined; text: string }>((resolveAnswer, reject) => {
      const inFlight = request(
        { host: base.hostname, port: base.port, method: 'POST', path: '/e?projectId=p&st=portico&sv=html-wagmi-4.2.2', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (response) => {
          let text = ''
          response.on('data', (chunk: Buffer) => (text += chunk.toString()))
          response.on('end', () => resolveAnswer({ status: response.statusCode, text }))
        },
      )
      inFlight.on('error', reject)
      inFlight.write(body.slice(0, 20))
      setTimeout(() => {
        server.child.kill('SIGTERM')
        // New connections are refused once the server stops listening.
        setTimeout(async () => {
          refused = await fetch(new URL('/healthz', base)).then(
            () => 'answered',
            (error: { cause?: { code?: string } }) => error.cause?.code,
          )
          inFlight.end(body.slice(20))
        }, 1_500)
      }, 300)
    })
    const answer = await answered
    expect(refused).toBe('ECONNREFUSED')
    expect(answer.status).toBe(202)
    expect(await server.exited).toBe(0)
  })
})
