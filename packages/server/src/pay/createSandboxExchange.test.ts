import { devnetTokenAddresses } from '@portico/devnet'
import { erc20Abi, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnetChains } from '../chains/chains.ts'
import { BadRequestError } from '../errors.ts'
import { useTestDevnet } from '../testing/devnet.ts'
import { createSandboxExchange } from './createSandboxExchange.ts'

const devnet = useTestDevnet()
const shop = '0x000000000000000000000000000000000000c0fe'
const pusd = `eip155:31337/erc20:${devnetTokenAddresses.PUSD}`

describe('the sandbox exchange', () => {
  it('pays on the devnet only, and says so before trying', () => {
    const exchange = createSandboxExchange({ chains: [devnet.chain(), ...devnetChains.filter((c) => c.chainId !== 31337)] })
    expect(exchange.exchange).toEqual({ id: 'sandbox', name: 'Sandbox Exchange', imageUrl: null })
    expect(exchange.supports(pusd)).toBe(true)
    expect(exchange.supports('eip155:31337/slip44:60')).toBe(true)
    expect(exchange.supports(`eip155:1/erc20:${devnetTokenAddresses.PUSD}`)).toBe(false)
    expect(exchange.supports('not an asset')).toBe(false)
  })

  it('pays for real and reports the transfer from the chain (no state of its own)', async () => {
    const exchange = createSandboxExchange({ chains: [devnet.chain()] })
    const reader = devnet.wallet(devnet.accounts()[0]!)
    const before = await reader.readContract({ address: devnetTokenAddresses.PUSD, abi: erc20Abi, functionName: 'balanceOf', args: [shop] })
    const payment = await exchange.createPayment({ asset: pusd, amount: '5', recipient: shop })
    expect(payment.url).toBeNull()
    const hash = payment.id.split(':')[1] as `0x${string}`
    await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    // A second provider (another server instance) answers the same.
    const status = await createSandboxExchange({ chains: [devnet.chain()] }).getPaymentStatus(payment.id)
    expect(status).toEqual({ status: 'confirmed', txHash: hash })
    expect(await reader.readContract({ address: devnetTokenAddresses.PUSD, abi: erc20Abi, functionName: 'balanceOf', args: [shop] })).toBe(before + parseUnits('5', 6))
  })

  it('refuses what it cannot pay, and ids it did not make', async () => {
    const exchange = createSandboxExchange({ chains: [devnet.chain()] })
    await expect(exchange.createPayment({ asset: 'eip155:1/slip44:60', amount: '1', recipient: shop })).rejects.toBeInstanceOf(BadRequestError)
    await expect(exchange.createPayment({ asset: pusd, amount: '0', recipient: shop })).rejects.toBeInstanceOf(BadRequestError)
    await expect(exchange.createPayment({ asset: pusd, amount: '1', recipient: 'alice' })).rejects.toBeInstanceOf(BadRequestError)
    await expect(exchange.getPaymentStatus('31337:nope')).rejects.toBeInstanceOf(BadRequestError)
    await expect(exchange.getPaymentStatus(`1:0x${'0'.repeat(64)}`)).rejects.toBeInstanceOf(BadRequestError)
    expect(await exchange.getPaymentStatus(`31337:0x${'ab'.repeat(32)}`)).toEqual({ status: 'pending', txHash: `0x${'ab'.repeat(32)}` })
  })
})
