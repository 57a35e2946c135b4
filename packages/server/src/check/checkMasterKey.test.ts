import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkMasterKey } from './checkMasterKey.ts'

describe('checkMasterKey', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-key-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('passes a 64-hex key, and no key when the wallet is off', () => {
    expect(checkMasterKey({ PORTICO_WALLET_MASTER_KEY: 'ab'.repeat(32) })).toEqual([])
    expect(checkMasterKey({})).toEqual([])
  })
  it('refuses a short key without echoing it', () => {
    const problems = checkMasterKey({ PORTICO_WALLET_MASTER_KEY: 'abcdef0123' })
    expect(problems).toEqual(['PORTICO_WALLET_MASTER_KEY is not 32 bytes in 64 hex characters or base64'])
  })
  it('refuses an SMTP URL with no key (the wallet would stay off)', () => {
    expect(checkMasterKey({ PORTICO_SMTP_URL: 'smtp://127.0.0.1:25' })).toEqual([
      'PORTICO_SMTP_URL is set but no PORTICO_WALLET_MASTER_KEY (or _FILE): the embedded wallet stays off',
    ])
  })
  it('refuses a key file that is missing or malformed', () => {
    expect(checkMasterKey({ PORTICO_WALLET_MASTER_KEY_FILE: join(dir, 'absent') })).toEqual([`PORTICO_WALLET_MASTER_KEY_FILE ${join(dir, 'absent')} cannot be read`])
    writeFileSync(join(dir, 'bad'), 'not a key\n')
    expect(checkMasterKey({ PORTICO_WALLET_MASTER_KEY_FILE: join(dir, 'bad') })).toEqual(['PORTICO_WALLET_MASTER_KEY_FILE is not 32 bytes in 64 hex characters or base64'])
    writeFileSync(join(dir, 'good'), `${'cd'.repeat(32)}\n`)
    expect(checkMasterKey({ PORTICO_WALLET_MASTER_KEY_FILE: join(dir, 'good') })).toEqual([])
  })
})
