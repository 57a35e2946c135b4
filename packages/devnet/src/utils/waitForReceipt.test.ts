import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Hex } from 'viem'
import { resolveAnvilBinary } from '../anvil/resolveAnvilBinary.ts'
import { type AnvilInstance, spawnAnvil } from '../anvil/spawnAnvil.ts'
import { testMnemonic } from '../constants.ts'
import { DevnetTimeoutError } from '../errors.ts'
import { rpc } from '../rpc.ts'
import { waitForReceipt } from './waitForReceipt.ts'

let anvil: AnvilInstance
beforeAll(async () => {
  anvil = await spawnAnvil({ binary: resolveAnvilBinary(), chainId: 31_999, host: '127.0.0.1', port: 0, mnemonic: testMnemonic, silent: true })
})
afterAll(async () => {
  await anvil?.stop()
})

describe('waitForReceipt', () => {
  it('gets a transaction anvil left in its pool mined (automine off stands in for foundry#10122), and says when there is none', async () => {
    await rpc(anvil.rpcUrl, 'evm_setAutomine', [false])
    const [from] = await rpc<Hex[]>(anvil.rpcUrl, 'eth_accounts', [])
    const hash = await rpc<Hex>(anvil.rpcUrl, 'eth_sendTransaction', [{ from, to: from, value: '0x1' }])
    const before = Date.now()
    const receipt = await waitForReceipt(anvil.rpcUrl, hash, { nudgeAfter: 200 })
    expect(receipt.status).toBe('0x1')
    expect(Date.now() - before).toBeGreaterThanOrEqual(200)
    const unknown = `0x${'ab'.repeat(32)}` as Hex
    await expect(waitForReceipt(anvil.rpcUrl, unknown, { timeout: 300, nudgeAfter: 100 })).rejects.toBeInstanceOf(DevnetTimeoutError)
  })
})
