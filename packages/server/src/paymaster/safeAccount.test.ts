import { concat, encodeFunctionData, encodePacked, parseAbi, size, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { kitSafeFactoryData, kitSafeState } from '../testing/paymaster.ts'
import { isKitSafeDeployment, isKitSafeState, kitSafe } from './safeAccount.ts'

const setupAbi = parseAbi(['function setup(address[] owners, uint256 threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)'])
const factoryAbi = parseAbi(['function createProxyWithNonce(address singleton, bytes initializer, uint256 saltNonce)'])
const enable = encodeFunctionData({ abi: parseAbi(['function enableModules(address[] modules)']), functionName: 'enableModules', args: [[kitSafe.safe4337Module]] })
const deploy = (to: `0x${string}`, data: `0x${string}`) =>
  encodeFunctionData({
    abi: factoryAbi,
    functionName: 'createProxyWithNonce',
    args: [kitSafe.singletons[1], encodeFunctionData({ abi: setupAbi, functionName: 'setup', args: [['0x0000000000000000000000000000000000000a11'], 1n, to, data, kitSafe.safe4337Module, zeroAddress, 0n, zeroAddress] }), 7n],
  })

describe("the kit's Safe", () => {
  it('is deployed by setup through MultiSend or straight to SafeModuleSetup, and nothing else', () => {
    expect(isKitSafeDeployment(kitSafeFactoryData())).toBe(true)
    expect(isKitSafeDeployment(deploy(kitSafe.safeModuleSetup, enable))).toBe(true)
    // A MultiSend with a second transaction (a call of the attacker's, run inside setup) or a plain call.
    const one = encodePacked(['uint8', 'address', 'uint256', 'uint256', 'bytes'], [1, kitSafe.safeModuleSetup, 0n, BigInt(size(enable)), enable])
    const extra = encodePacked(['uint8', 'address', 'uint256', 'uint256', 'bytes'], [0, '0x00000000000000000000000000000000000000ee', 0n, 0n, '0x'])
    const multiSend = (transactions: `0x${string}`) => encodeFunctionData({ abi: parseAbi(['function multiSend(bytes transactions)']), functionName: 'multiSend', args: [transactions] })
    expect(isKitSafeDeployment(deploy(kitSafe.multiSend, multiSend(concat([one, extra]))))).toBe(false)
    expect(isKitSafeDeployment(deploy(kitSafe.multiSend, multiSend(concat([extra]))))).toBe(false)
    expect(isKitSafeDeployment(deploy('0x00000000000000000000000000000000000000ee', enable))).toBe(false)
    expect(isKitSafeDeployment('0x')).toBe(false)
    expect(isKitSafeDeployment('0x1688f0b9')).toBe(false)
  })

  it('when deployed, has a kit singleton in slot 0 and the 4337 module as fallback handler (as storage words)', () => {
    const word = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}` as const
    expect(isKitSafeState({ singleton: word(kitSafe.singletons[0]), fallbackHandler: word(kitSafe.safe4337Module) })).toBe(true)
    expect(isKitSafeState(kitSafeState as never)).toBe(true)
    expect(isKitSafeState({ singleton: word('0x00000000000000000000000000000000000000ee'), fallbackHandler: word(kitSafe.safe4337Module) })).toBe(false)
    expect(isKitSafeState({ singleton: word(kitSafe.singletons[1]), fallbackHandler: '0x0' })).toBe(false)
  })
})
