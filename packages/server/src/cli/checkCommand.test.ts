import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { closedPort } from '../testing/checkServers.ts'
import { runCli } from './runCli.ts'

async function run(args: string[], env: Record<string, string>) {
  let stdout = ''
  let stderr = ''
  const code = await runCli(args, {
    env: { DATABASE_URL: '', PORTICO_SQLITE_PATH: '', ...env },
    out: (line) => (stdout += `${line}\n`),
    err: (line) => (stderr += `${line}\n`),
  })
  return { code, stdout, stderr }
}

describe('portico-server check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-check-cli-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('prints one line per problem and exits 1', async () => {
    const port = await closedPort()
    const sqlitePath = join(dir, 'fresh.sqlite')
    const result = await run(['check'], {
      PORTICO_SQLITE_PATH: sqlitePath,
      PORTICO_WALLET_MASTER_KEY: 'ab'.repeat(32),
      PORTICO_SMTP_URL: `smtp://mailer:smtp-secret@127.0.0.1:${port}`,
      PORTICO_PUBLIC_URL: 'http://api.example.com',
      PORTICO_FRAME_ORIGIN: 'https://wallet.example.com',
      PORTICO_RPC_URLS: `8453=http://127.0.0.1:${port}/key`,
    })
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr.trim().split('\n')).toEqual([
      '✗ PORTICO_PUBLIC_URL must be https (is http)',
      `✗ SQLite ${sqlitePath} does not exist yet: run portico-server migrate`,
      `✗ SMTP server smtp://127.0.0.1:${port} unreachable (ECONNREFUSED)`,
      `✗ chain 8453 RPC http://127.0.0.1:${port} unreachable (ECONNREFUSED)`,
      '4 problems: fix them before going live.',
    ])
    expect(result.stderr).not.toContain('smtp-secret')
  })

  it('reports a malformed environment as a line, with the other problems', async () => {
    const result = await run(['check'], { PORTICO_WALLET_MASTER_KEY: 'short', PORTICO_PAYMASTERS: '31337=0x000000000000000000000000000000000000dEaD' })
    expect(result.code).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      '✗ PORTICO_WALLET_MASTER_KEY is not 32 bytes in 64 hex characters or base64',
      '✗ PORTICO_PAYMASTERS is set but no PORTICO_PAYMASTER_SIGNER_KEY (or _FILE): the paymaster service stays off',
      '2 problems: fix them before going live.',
    ])
  })

  it('passes a migrated database with nothing else configured', async () => {
    const env = { PORTICO_SQLITE_PATH: join(dir, 'migrated.sqlite') }
    expect((await run(['migrate'], env)).code).toBe(0)
    expect(await run(['check'], env)).toEqual({ code: 0, stdout: 'Configuration checked: no problems found.\n', stderr: '' })
  })
})
