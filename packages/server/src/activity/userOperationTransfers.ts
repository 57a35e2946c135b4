import { type Address, decodeEventLog, decodeFunctionData, type Hex, hexToBigInt, hexToNumber, parseAbi, parseAbiItem, size, slice } from 'viem'
import { entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction'

/** ERC-4337 v0.7 and v0.8 EntryPoints share `handleOps` over packed UserOperations. */
const entryPoints = new Set([entryPoint07Address.toLowerCase(), entryPoint08Address.toLowerCase()])
const entryPointAbi = parseAbi([
  'function handleOps((address sender, uint256 nonce, bytes initCode, bytes callData, bytes32 accountGasLimits, uint256 preVerificationGas, bytes32 gasFees, bytes paymasterAndData, bytes signature)[] ops, address beneficiary)',
])
const userOperationEvent = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
)
/** What an account's `callData` runs: the Safe 4337 module's calls, Safe's MultiSend batch, the Simple account's calls. */
const accountAbi = parseAbi([
  'function executeUserOp(address to, uint256 value, bytes data, uint8 operation)',
  'function executeUserOpWithErrorString(address to, uint256 value, bytes data, uint8 operation)',
  'function multiSend(bytes transactions)',
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])

export type UserOperationCall = { opIndex: number; callIndex: number; sender: Address; to: Address; value: bigint }

/**
 * The native-currency calls the UserOperations of a bundle transaction made (`handleOps` to a known
 * EntryPoint), each from its account (`sender`), only of UserOperations that succeeded (their
 * `UserOperationEvent`). A transfer of value inside a UserOperation is an internal call the chain
 * records nowhere else; token transfers already show as `Transfer` logs.
 */
export function userOperationCalls(tx: { to: Address | null; input: Hex }, logs: readonly { address: Address; topics: readonly Hex[]; data: Hex }[]): UserOperationCall[] {
  if (!tx.to || !entryPoints.has(tx.to.toLowerCase())) return []
  let ops: readonly { sender: Address; nonce: bigint; callData: Hex }[]
  try {
    const decoded = decodeFunctionData({ abi: entryPointAbi, data: tx.input })
    ops = decoded.args[0]
  } catch {
    return []
  }
  const succeeded = new Set<string>()
  for (const log of logs) {
    if (log.address.toLowerCase() !== tx.to.toLowerCase()) continue
    try {
      const event = decodeEventLog({ abi: [userOperationEvent], topics: log.topics as [Hex, ...Hex[]], data: log.data })
      if (event.args.success) succeeded.add(`${event.args.sender.toLowerCase()}:${event.args.nonce}`)
    } catch {
      // Another event of the EntryPoint.
    }
  }
  const calls: UserOperationCall[] = []
  ops.forEach((op, opIndex) => {
    if (!succeeded.has(`${op.sender.toLowerCase()}:${op.nonce}`)) return
    accountCalls(op.callData).forEach((call, callIndex) => {
      if (call.value > 0n) calls.push({ opIndex, callIndex, sender: op.sender, ...call })
    })
  })
  return calls
}

/** The calls one account `callData` makes (empty for a shape this does not know). */
function accountCalls(callData: Hex): { to: Address; value: bigint }[] {
  try {
    const { functionName, args } = decodeFunctionData({ abi: accountAbi, data: callData })
    if (functionName === 'executeBatch') return args[0].map((call) => ({ to: call.target, value: call.value }))
    if (functionName === 'multiSend') return multiSendCalls(args[0])
    if (functionName === 'execute') return [{ to: args[0], value: args[1] }]
    // A delegate call to MultiSend runs its batch; any other call is the one call.
    const [to, value, data, operation] = args
    if (operation === 1) return value === 0n ? accountCalls(data) : []
    return [{ to, value }]
  } catch {
    return []
  }
}

/** Safe's MultiSend encoding: per call, operation (1 byte), to (20), value (32), data length (32), data. */
function multiSendCalls(packed: Hex): { to: Address; value: bigint }[] {
  const calls: { to: Address; value: bigint }[] = []
  const total = size(packed)
  for (let offset = 0; offset + 85 <= total; ) {
    const to = slice(packed, offset + 1, offset + 21)
    const value = hexToBigInt(slice(packed, offset + 21, offset + 53))
    const length = hexToNumber(slice(packed, offset + 53, offset + 85))
    calls.push({ to, value })
    offset += 85 + length
  }
  return calls
}
