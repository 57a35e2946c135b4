import { createRequire } from 'node:module'
import { Core } from '@walletconnect/core'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createLocalCore, LOCAL_CORE_CHECKED_VERSION } from './createLocalCore.ts'

const require = createRequire(import.meta.url)
const ownPackage = require('../package.json') as { peerDependencies: Record<string, string>; devDependencies: Record<string, string> }

// The library skips its cloud calls by itself when it thinks it runs under vitest (IS_VITEST); these tests
// turn that off so they see what a browser or a plain Node process would do.
let fetched: string[]
beforeEach(() => {
  fetched = []
  vi.stubEnv('IS_VITEST', 'false')
  vi.stubGlobal('fetch', async (url: string | URL) => {
    fetched.push(String(url))
    return new Response('{}', { status: 200 })
  })
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

const options = (prefix: string) => ({ relayUrl: 'ws://127.0.0.1:1', customStoragePrefix: `${prefix}-${Math.random()}` })

describe('createLocalCore', () => {
  test('is checked against the installed @walletconnect/core, the version this package pins', () => {
    const installed = (require('@walletconnect/core/package.json') as { version: string }).version
    expect(installed).toBe(LOCAL_CORE_CHECKED_VERSION)
    expect(ownPackage.peerDependencies['@walletconnect/core']).toBe(LOCAL_CORE_CHECKED_VERSION)
    expect(ownPackage.devDependencies['@walletconnect/core']).toBe(LOCAL_CORE_CHECKED_VERSION)
  })

  test("the library's own Core calls WalletConnect's cloud even with telemetry off (what LocalCore skips)", async () => {
    const core = new Core({ ...options('cloud'), projectId: 'p', telemetryEnabled: false, logger: 'silent', storageOptions: { database: ':memory:' } })
    await core.crypto.init()
    await core.eventClient.init()
    await core.verify.resolve({ hash: 'ab' })
    expect(fetched.some((url) => url.startsWith('https://pulse.walletconnect.org/'))).toBe(true)
    expect(fetched.some((url) => url.startsWith('https://verify.walletconnect.org/attestation/ab'))).toBe(true)
  })

  test('a local core makes none of those calls', async () => {
    const core = createLocalCore(options('local'))
    await core.crypto.init()
    await core.eventClient.init()
    expect(await core.verify.resolve({ hash: 'ab' })).toBeUndefined()
    expect(await core.verify.register({ id: 'a', decryptedId: 'b' })).toBe('')
    expect(core.eventClient.telemetryEnabled).toBe(false)
    expect(fetched).toEqual([])
  })

  test('is a Core with its relay URL and storage prefix', () => {
    const core = createLocalCore({ relayUrl: 'ws://127.0.0.1:2', customStoragePrefix: 'named' })
    expect(core).toBeInstanceOf(Core)
    expect(core.relayUrl).toBe('ws://127.0.0.1:2')
    expect(core.customStoragePrefix).toBe(':named')
  })
})
