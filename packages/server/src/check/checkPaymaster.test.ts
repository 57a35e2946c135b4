import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closedPort, localServer } from '../testing/checkServers.ts'
import { useTestDevnet } from '../testing/devnet.ts'
import { entryPoint07 } from '../testing/paymaster.ts'
import { checkBundler, checkPaymasterDeposit, checkPaymasterSigner } from './checkPaymaster.ts'

describe('checkBundler and checkPaymasterDeposit', () => {
  const devnet = useTestDevnet({ bundler: true })
  let oldBundler: Awaited<ReturnType<typeof localServer>>
  beforeAll(async () => {
    // Answers the right chain but knows only EntryPoint v0.6.
    oldBundler = await localServer({ rpc: { eth_chainId: '0x7a69', eth_supportedEntryPoints: ['0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789'] } })
  })
  afterAll(() => oldBundler.close())

  it('passes the devnet bundler and its deposited paymaster', async () => {
    const chain = devnet.get().chains[0]!
    expect(await checkBundler({ chainId: 31337, bundlerUrl: chain.bundlerUrl! })).toEqual([])
    expect(await checkPaymasterDeposit({ chainId: 31337, rpcUrl: chain.rpcUrl }, chain.paymaster)).toEqual([])
  })
  it('refuses a bundler on another chain, one without EntryPoint v0.7, and an unreachable one', async () => {
    const chain = devnet.get().chains[0]!
    expect(await checkBundler({ chainId: 8453, bundlerUrl: chain.bundlerUrl! })).toEqual([expect.stringMatching(/^chain 8453 bundler http:\/\/127\.0\.0\.1:\d+ is on chain 31337, not 8453$/)])
    expect(await checkBundler({ chainId: 31337, bundlerUrl: oldBundler.url })).toEqual([`chain 31337 bundler ${oldBundler.url} does not support EntryPoint v0.7 (${entryPoint07})`])
    const port = await closedPort()
    expect(await checkBundler({ chainId: 31337, bundlerUrl: `http://127.0.0.1:${port}/rpc` })).toEqual([`chain 31337 bundler http://127.0.0.1:${port} unreachable (ECONNREFUSED)`])
  })
  it('refuses a paymaster with no deposit at the EntryPoint', async () => {
    const chain = devnet.get().chains[0]!
    const empty = '0x000000000000000000000000000000000000dEaD'
    expect(await checkPaymasterDeposit({ chainId: 31337, rpcUrl: chain.rpcUrl }, empty)).toEqual([
      `chain 31337 paymaster ${empty} has no deposit at the EntryPoint (0 ETH): sponsored operations would fail`,
    ])
  })
  it('refuses a paymaster on a chain that is not served', async () => {
    expect(await checkPaymasterDeposit({ chainId: 5, rpcUrl: undefined }, '0x000000000000000000000000000000000000dEaD')).toEqual([
      'chain 5 paymaster 0x000000000000000000000000000000000000dEaD: the chain is not served (no RPC upstream), so its deposit cannot be read',
    ])
  })
})

describe('checkPaymasterSigner', () => {
  it('refuses paymasters named without a signer key', () => {
    expect(checkPaymasterSigner({ PORTICO_PAYMASTERS: `31337=${entryPoint07}` })).toEqual([
      'PORTICO_PAYMASTERS is set but no PORTICO_PAYMASTER_SIGNER_KEY (or _FILE): the paymaster service stays off',
    ])
    expect(checkPaymasterSigner({ PORTICO_PAYMASTERS: `31337=${entryPoint07}`, PORTICO_PAYMASTER_SIGNER_KEY: `0x${'11'.repeat(32)}` })).toEqual([])
    expect(checkPaymasterSigner({})).toEqual([])
  })
})
