import { type Address, encodeFunctionData, encodePacked, type Hex, numberToHex, parseAbi, size, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { AccountState, PaymasterChainReader } from '../paymaster/chainReader.ts'
import { kitSafe } from '../paymaster/safeAccount.ts'

/** A fixed test signer for the paymaster service (never a real key). */
export const testPaymasterKey: Hex = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba'
export const testPaymasterSigner = privateKeyToAccount(testPaymasterKey)
/** A made-up VerifyingPaymaster address for chains without one deployed (the service signs without reading the chain). */
export const testPaymasterAddress: Address = '0x000000000000000000000000000000000000fa7e'
export const entryPoint07: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

const simpleAccountAbi = parseAbi(['function execute(address dest, uint256 value, bytes func)'])

/** A v0.7 UserOperation (RPC form) from `sender` calling `to`, gas and fees modest. */
export function sampleUserOperation({ sender = '0x1111111111111111111111111111111111111111', nonce = 0n, to = '0x2222222222222222222222222222222222222222', maxFeePerGas = 1_000_000_000n, ...rest }: {
  sender?: Address
  nonce?: bigint
  to?: Address
  maxFeePerGas?: bigint
} & Record<string, unknown> = {}) {
  return {
    sender,
    nonce: numberToHex(nonce),
    callData: encodeFunctionData({ abi: simpleAccountAbi, functionName: 'execute', args: [to, 1n, '0x'] }),
    callGasLimit: numberToHex(100_000n),
    verificationGasLimit: numberToHex(200_000n),
    preVerificationGas: numberToHex(50_000n),
    maxFeePerGas: numberToHex(maxFeePerGas),
    maxPriorityFeePerGas: numberToHex(1_000_000n),
    signature: '0x',
    ...rest,
  }
}

/** The max gas cost of {@link sampleUserOperation} at `maxFeePerGas` (its gas limits plus the paymaster's 60,000 verification gas). */
export const sampleMaxCost = (maxFeePerGas = 1_000_000_000n) => (100_000n + 200_000n + 50_000n + 60_000n) * maxFeePerGas

/** An ERC-7677 request body. */
export function paymasterRequest(method: string, userOp: unknown, { chainId = '0x1', entryPoint = entryPoint07, id = 1 }: { chainId?: string; entryPoint?: string; id?: number } = {}) {
  return { jsonrpc: '2.0', id, method, params: [userOp, entryPoint, chainId, {}] }
}

/** A deployed account of the kit's Safe: SafeProxy 1.4.1's code, the Safe 1.4.1 singleton, the 4337 module as fallback handler. */
export const kitSafeState: AccountState = { codeHash: kitSafe.proxyCodeHash, singleton: kitSafe.singletons[0], fallbackHandler: kitSafe.safe4337Module }

/**
 * A chain reader for tests without a chain: the base fee `baseFee` (1 gwei unless given), and every
 * account a deployed kit Safe unless `accounts` says otherwise (by lowercase address). `reads` counts the calls.
 */
export function testChainReader({ baseFee = 1_000_000_000n, accounts = {} }: { baseFee?: bigint; accounts?: Record<string, AccountState> } = {}): PaymasterChainReader & { reads: { baseFee: number; account: number } } {
  const reads = { baseFee: 0, account: 0 }
  return {
    reads,
    async baseFee() {
      reads.baseFee++
      return baseFee
    },
    async account(_chain, address) {
      reads.account++
      return accounts[address.toLowerCase()] ?? kitSafeState
    },
  }
}

/**
 * `factoryData` as permissionless makes the kit's Safe (SafeProxyFactory.createProxyWithNonce, setup
 * through MultiSend's one delegatecall to SafeModuleSetup.enableModules), with parts swapped by `change`.
 */
export function kitSafeFactoryData(change: { owner?: Address; singleton?: Address; fallbackHandler?: Address; modules?: Address[]; payment?: bigint; saltNonce?: bigint } = {}): Hex {
  const enable = encodeFunctionData({ abi: parseAbi(['function enableModules(address[] modules)']), functionName: 'enableModules', args: [change.modules ?? [kitSafe.safe4337Module]] })
  const packed = encodePacked(['uint8', 'address', 'uint256', 'uint256', 'bytes'], [1, kitSafe.safeModuleSetup, 0n, BigInt(size(enable)), enable])
  const multiSend = encodeFunctionData({ abi: parseAbi(['function multiSend(bytes transactions)']), functionName: 'multiSend', args: [packed] })
  const initializer = encodeFunctionData({
    abi: parseAbi(['function setup(address[] owners, uint256 threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)']),
    functionName: 'setup',
    args: [[change.owner ?? '0x0000000000000000000000000000000000000a11'], 1n, kitSafe.multiSend, multiSend, change.fallbackHandler ?? kitSafe.safe4337Module, zeroAddress, change.payment ?? 0n, zeroAddress],
  })
  return encodeFunctionData({
    abi: parseAbi(['function createProxyWithNonce(address singleton, bytes initializer, uint256 saltNonce)']),
    functionName: 'createProxyWithNonce',
    args: [change.singleton ?? kitSafe.singletons[0], initializer, change.saltNonce ?? 0n],
  })
}
