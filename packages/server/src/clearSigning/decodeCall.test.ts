import { type Address, concatHex, encodeAbiParameters, encodeFunctionData, erc20Abi, maxUint256, parseAbi, parseEther, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { SIMULATE_MAX_CALLDATA_BYTES } from '@portico/core/contract'
import { decodeCall } from './decodeCall.ts'
import { ClearSigningError } from './errors.ts'
import { eth, shippedRegistry as registry } from '../testing/clearSigningRegistry.ts'

const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const spender: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const v2Router: Address = '0xCABEe62adFB2a4d4172Fc2F7536f324FC52C274a'
const v3Router: Address = '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45'
const weth: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const decode = (call: { to: Address; data?: `0x${string}`; value?: bigint }, chainId = 31337) => decodeCall({ registry, chainId, native: eth, call })
const v3Abi = parseAbi([
  'function exactInputSingle((address tokenIn,address tokenOut,uint24 fee,address recipient,uint256 amountIn,uint256 amountOutMinimum,uint160 sqrtPriceLimitX96) params)',
  'function multicall(uint256 deadline, bytes[] data)',
])
const safeAbi = parseAbi(['function execTransaction(address to,uint256 value,bytes data,uint8 operation,uint256 safeTxGas,uint256 baseGas,uint256 gasPrice,address gasToken,address refundReceiver,bytes signatures)'])

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof ClearSigningError ? error.reason : `not typed: ${String(error)}`
  }
  return 'no error'
}

describe('decodeCall with the shipped descriptors', () => {
  it('reads an ERC-20 approve to any token: the spender (to be a contract) and the amount, unlimited past uint160', () => {
    const unlimited = decode({ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }) })
    expect(unlimited).toEqual({
      intent: 'Allow spending of a token',
      owner: 'ERC-20 token',
      fields: [
        { label: 'Spender', text: spender },
        { label: 'Up to', tokenAmount: { token, amount: maxUint256, unlimited: true, message: 'Unlimited' } },
      ],
      contracts: [spender],
    })
    const some = decode({ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 5n] }) })
    expect(some?.fields[1]).toEqual({ label: 'Up to', tokenAmount: { token, amount: 5n, unlimited: false, message: 'Unlimited' } })
  })

  it('reads the devnet router’s ETH-for-tokens swap: ETH out from the value, the last token of the path in, the router named', () => {
    const data = encodeFunctionData({
      abi: parseAbi(['function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)']),
      args: [123n, [weth, token], spender, 1_800_000_000n],
    })
    expect(decode({ to: v2Router, data, value: parseEther('0.01') })).toEqual({
      intent: 'Swap',
      owner: 'Uniswap v2 router',
      fields: [
        { label: 'You pay', text: '0.01 ETH' },
        { label: 'You get at least', tokenAmount: { token, amount: 123n, unlimited: false, message: 'Unlimited' } },
        { label: 'Recipient', text: spender },
        { label: 'Valid until', text: '2027-01-15 08:00 UTC' },
      ],
      contracts: [],
    })
    // The same call to another address, or on a chain the descriptor does not list, is not read.
    expect(decode({ to: token, data })).toBeUndefined()
    expect(decode({ to: v2Router, data }, 10)).toBeUndefined()
  })

  it('reads SwapRouter02’s multicall: each nested call in words, labels prefixed', () => {
    const swap = encodeFunctionData({ abi: v3Abi, functionName: 'exactInputSingle', args: [{ tokenIn: weth, tokenOut: token, fee: 3000, recipient: spender, amountIn: 10n, amountOutMinimum: 9n, sqrtPriceLimitX96: 0n }] })
    const data = encodeFunctionData({ abi: v3Abi, functionName: 'multicall', args: [1_800_000_000n, [swap]] })
    const decoded = decode({ to: v3Router, data }, 1)
    expect(decoded?.intent).toBe('Several router calls')
    expect(decoded?.fields.map((field) => [field.label, 'text' in field ? field.text : field.tokenAmount.amount])).toEqual([
      ['Call', 'Swap'],
      ['Call · You pay', 10n],
      ['Call · You get at least', 9n],
      ['Call · Pool fee', '0.3%'],
      ['Call · Recipient', spender],
      ['Valid until', '2027-01-15 08:00 UTC'],
    ])
  })

  it('reads a Safe transaction with the call inside it (an unlimited approve) and says a delegate call is one', () => {
    const inner = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] })
    const args = (operation: number) => [token, 0n, inner, operation, 0n, 0n, 0n, '0x0000000000000000000000000000000000000000', '0x0000000000000000000000000000000000000000', '0x'] as const
    const decoded = decode({ to: spender, data: encodeFunctionData({ abi: safeAbi, functionName: 'execTransaction', args: args(0) }) })
    expect(decoded?.intent).toBe('Make a Safe transaction')
    expect(decoded?.fields.map((field) => field.label)).toEqual(['Calls', 'Sends', 'Kind', 'Call', 'Call · Spender', 'Call · Up to'])
    expect(decoded?.fields[3]).toEqual({ label: 'Call', text: 'Allow spending of a token' })
    expect(decoded?.contracts).toEqual([spender])
    const delegate = decode({ to: spender, data: encodeFunctionData({ abi: safeAbi, functionName: 'execTransaction', args: args(1) }) })
    expect(delegate?.fields[2]).toEqual({ label: 'Kind', text: "Delegate call (runs another contract's code as the Safe)" })
  })

  it('leaves a plain transfer and an unknown selector undecoded', () => {
    expect(decode({ to: spender, value: 1n })).toBeUndefined()
    expect(decode({ to: token, data: '0xdeadbeef00' })).toBeUndefined()
  })

  it('refuses hostile calldata with a typed error, fast: too large, not hex, not the function’s arguments, nested too deep, too many fields', () => {
    const started = performance.now()
    const huge = `0x095ea7b3${'00'.repeat(SIMULATE_MAX_CALLDATA_BYTES)}` as const
    expect(refusal(() => decode({ to: token, data: huge }))).toBe('too_large')
    expect(refusal(() => decode({ to: token, data: '0x095ea7b3zz' as `0x${string}` }))).toBe('malformed')
    expect(refusal(() => decode({ to: token, data: '0x095ea7b3' }))).toBe('not_matching')
    // A multicall in a multicall in … (deeper than the decoder reads).
    let nested = encodeFunctionData({ abi: v3Abi, functionName: 'multicall', args: [1n, []] })
    for (let depth = 0; depth < 5; depth++) nested = encodeFunctionData({ abi: v3Abi, functionName: 'multicall', args: [1n, [nested]] })
    expect(refusal(() => decode({ to: v3Router, data: nested }, 1))).toBe('too_deep')
    // A long batch: 400 approves in one multicall (about 30 kB), more fields than are shown.
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 1n] })
    const long = encodeFunctionData({ abi: v3Abi, functionName: 'multicall', args: [1n, Array.from({ length: 400 }, () => approve)] })
    expect(refusal(() => decode({ to: v3Router, data: long }, 1))).toBe('too_large')
    // 2,000 elements whose offsets all point at one ~28 kB call: the field budget stops it, not memory.
    const selector = toFunctionSelector('multicall(uint256,bytes[])')
    const count = 2_000n
    const offsets = Array.from({ length: Number(count) }, () => 32n * count)
    const aliased = concatHex([selector, encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }, { type: 'uint256' }], [1n, 64n, count]), encodeAbiParameters(offsets.map(() => ({ type: 'uint256' })), offsets), encodeAbiParameters([{ type: 'bytes' }], [`0x${'ab'.repeat(100)}`]).slice(66) as `0x${string}`])
    expect(['too_large', 'not_matching']).toContain(refusal(() => decode({ to: v3Router, data: aliased }, 1)))
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})
