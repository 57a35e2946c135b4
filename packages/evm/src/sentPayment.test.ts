import { type Devnet, devnetTokenAddresses, startDevnet } from '@portico/devnet'
import { type Address, createPublicClient, createTestClient, createWalletClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { findSentPayment, paymentCheckpoint } from './sentPayment'

// A real anvil: its accounts are unlocked, so the "wallet" here is a plain wallet client.
let devnet: Devnet
let client: ReturnType<typeof createPublicClient>
beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337, port: 0 }] })
  client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
})
afterAll(() => devnet.stop())

const wallet = () => createWalletClient({ transport: http(devnet.chains[0]!.rpcUrl) })
const mine = (blocks: number) => createTestClient({ mode: 'anvil', transport: http(devnet.chains[0]!.rpcUrl) }).mine({ blocks })
const shop = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as Address

async function sendAndMine(send: () => Promise<`0x${string}`>) {
  const hash = await send()
  await client.waitForTransactionReceipt({ hash })
  return hash
}

describe('findSentPayment', () => {
  test('finds the native payment sent with the checkpoint’s nonce, blocks after the checkpoint', async () => {
    const from = devnet.accounts[3]!
    const checkpoint = await paymentCheckpoint(client, from)
    const search = { from, checkpoint, to: shop, value: 5n }
    expect(await findSentPayment(client, search)).toEqual({ status: 'waiting' })

    await mine(7)
    const hash = await sendAndMine(() => wallet().sendTransaction({ account: from, chain: null, to: shop, value: 5n }))
    await mine(12)
    expect(await findSentPayment(client, search)).toEqual({ status: 'sent', hash })
    // The same nonce, another amount: not this payment.
    expect(await findSentPayment(client, { ...search, value: 6n })).toEqual({ status: 'other' })
  })

  test('a token payment is the transfer call to the recipient, for the amount', async () => {
    const from = devnet.accounts[4]!
    const checkpoint = await paymentCheckpoint(client, from)
    const transfer = (amount: bigint) =>
      wallet().writeContract({ account: from, chain: null, address: devnetTokenAddresses.PUSD, abi: erc20Abi, functionName: 'transfer', args: [shop, amount] })
    const hash = await sendAndMine(() => transfer(5_000_000n))
    const search = { from, checkpoint, to: shop, token: devnetTokenAddresses.PUSD, value: 5_000_000n }
    expect(await findSentPayment(client, search)).toEqual({ status: 'sent', hash })
    expect(await findSentPayment(client, { ...search, to: devnet.accounts[5]! })).toEqual({ status: 'other' })
  })

  test('the nonce taken by something else: the payment was not sent', async () => {
    const from = devnet.accounts[6]!
    const checkpoint = await paymentCheckpoint(client, from)
    await sendAndMine(() => wallet().sendTransaction({ account: from, chain: null, to: devnet.accounts[7]!, value: 1n }))
    expect(await findSentPayment(client, { from, checkpoint, to: shop, value: 1n })).toEqual({ status: 'other' })
  })
})
