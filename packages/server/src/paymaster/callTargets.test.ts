import { encodeFunctionData, getAddress, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeAccountCalls, safeMultiSendAddresses } from './callTargets.ts'

const a = getAddress('0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')
const b = getAddress('0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb')
const abi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, bytes[] func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function executeUserOp(address to, uint256 value, bytes data, uint8 operation)',
  'function executeUserOpWithErrorString(address to, uint256 value, bytes data, uint8 operation)',
  'function multiSend(bytes transactions)',
])
const packed = (operation: number, to: string, value: bigint, data = '') =>
  `${operation.toString(16).padStart(2, '0')}${to.slice(2)}${value.toString(16).padStart(64, '0')}${(data.length / 2).toString(16).padStart(64, '0')}${data}`

describe('decodeAccountCalls', () => {
  it("reads SimpleAccount's execute and every executeBatch (v0.6, v0.7, v0.8)", () => {
    expect(decodeAccountCalls(encodeFunctionData({ abi, functionName: 'execute', args: [a, 5n, '0x'] }))).toEqual([{ to: a, value: 5n }])
    expect(decodeAccountCalls(encodeFunctionData({ abi, functionName: 'executeBatch', args: [[a, b], ['0x', '0x']] }))).toEqual([{ to: a, value: 0n }, { to: b, value: 0n }])
    expect(decodeAccountCalls(encodeFunctionData({ abi, functionName: 'executeBatch', args: [[a, b], [1n, 2n], ['0x', '0x']] }))).toEqual([{ to: a, value: 1n }, { to: b, value: 2n }])
    expect(decodeAccountCalls(encodeFunctionData({ abi, functionName: 'executeBatch', args: [[{ target: b, value: 3n, data: '0x12' }]] }))).toEqual([{ to: b, value: 3n }])
    // v0.7 with values that do not match the targets: unreadable.
    expect(decodeAccountCalls(encodeFunctionData({ abi, functionName: 'executeBatch', args: [[a, b], [1n], ['0x', '0x']] }))).toBeUndefined()
  })

  it("reads the Safe 4337 module's calls and MultiSend batches of plain calls, nothing else", () => {
    expect(decodeAccountCalls(encodeFunctionData({ abi, functionName: 'executeUserOp', args: [a, 7n, '0x', 0] }))).toEqual([{ to: a, value: 7n }])
    const batch = encodeFunctionData({ abi, functionName: 'multiSend', args: [`0x${packed(0, a, 1n, 'abcd')}${packed(0, b, 0n)}`] })
    for (const multiSend of safeMultiSendAddresses) {
      expect(decodeAccountCalls(encodeFunctionData({ abi, functionName: 'executeUserOpWithErrorString', args: [multiSend, 0n, batch, 1] }))).toEqual([{ to: a, value: 1n }, { to: b, value: 0n }])
    }
    const nestedDelegate = encodeFunctionData({ abi, functionName: 'multiSend', args: [`0x${packed(1, a, 0n)}`] })
    expect(decodeAccountCalls(encodeFunctionData({ abi, functionName: 'executeUserOp', args: [safeMultiSendAddresses[0]!, 0n, nestedDelegate, 1] }))).toBeUndefined()
    const truncated = encodeFunctionData({ abi, functionName: 'multiSend', args: [`0x${packed(0, a, 0n, 'abcd').slice(0, -2)}`] })
    expect(decodeAccountCalls(encodeFunctionData({ abi, functionName: 'executeUserOp', args: [safeMultiSendAddresses[0]!, 0n, truncated, 1] }))).toBeUndefined()
    expect(decodeAccountCalls(encodeFunctionData({ abi, functionName: 'executeUserOp', args: [a, 0n, batch, 1] }))).toBeUndefined()
    expect(decodeAccountCalls(encodeFunctionData({ abi, functionName: 'executeUserOp', args: [a, 0n, '0x', 2] }))).toBeUndefined()
  })

  it('reads empty callData as no call and anything else as unreadable', () => {
    expect(decodeAccountCalls('0x')).toEqual([])
    expect(decodeAccountCalls('0xdeadbeef')).toBeUndefined()
    expect(decodeAccountCalls('0xb61d27f6')).toBeUndefined()
  })
})
