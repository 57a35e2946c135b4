import { type Address, decodeEventLog, decodeFunctionData, getAbiItem, type Hex, hexToBigInt, hexToNumber, parseAbi, size, slice, toEventSelector } from 'viem'
import { entryPoint07Abi, entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction'

/** ERC-4337 v0.7 and v0.8 EntryPoints share `handleOps` over packed UserOperations and their events. */
const entryPoints = new Set([entryPoint07Address.toLowerCase(), entryPoint08Address.toLowerCase()])
const handleOps = getAbiItem({ abi: entryPoint07Abi, name: 'handleOps' })
const userOperationEvent = getAbiItem({ abi: entryPoint07Abi, name: 'UserOperationEvent' })
/** Emitted once per bundle, after every UserOperation was validated and before the first one runs. */
const beforeExecutionTopic = toEventSelector(getAbiItem({ abi: entryPoint07Abi, name: 'BeforeExecution' }))
/** What an account's `callData` runs: the Safe 4337 module's calls, Safe's MultiSend batch, the Simple account's calls. */
const accountAbi = parseAbi([
  'function executeUserOp(address to, uint256 value, bytes data, uint8 operation)',
  'function executeUserOpWithErrorString(address to, uint256 value, bytes data, uint8 operation)',
  'function multiSend(bytes transactions)',
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])

type Call = { to: Address; value: bigint }
type EventLog = { address: Address; topics: readonly Hex[]; data: Hex; logIndex?: number | bigint | Hex | null }

/**
 * One UserOperation of a bundle, as the chain recorded it: its account (`sender`), nonce, whether its
 * calls succeeded, the calls it made (empty when the bundle's input or the account's `callData` is
 * of a shape this does not know), and the log indexes its execution emitted (after the previous
 * UserOperation's event, or the bundle's `BeforeExecution`, up to its own `UserOperationEvent`).
 */
export type UserOperationRun = {
  opIndex: number
  sender: Address
  nonce: bigint
  success: boolean
  calls: Call[]
  /** Block-wide log indexes, both ends included: the last is the `UserOperationEvent`. */
  logs: { first: number; last: number }
}

export type UserOperationCall = { opIndex: number; callIndex: number; sender: Address; to: Address; value: bigint }

/**
 * The UserOperations a transaction ran through a known EntryPoint (v0.7 or v0.8), in order, read
 * from the EntryPoint's events in its receipt's logs; their calls from the `handleOps` input when
 * the transaction is a `handleOps` call.
 */
export function userOperationRuns(tx: { to: Address | null; input: Hex }, logs: readonly EventLog[]): UserOperationRun[] {
  const byKey = new Map<string, Call[]>()
  if (tx.to && entryPoints.has(tx.to.toLowerCase())) {
    try {
      const [ops] = decodeFunctionData({ abi: [handleOps], data: tx.input }).args
      for (const op of ops) byKey.set(`${op.sender.toLowerCase()}:${op.nonce}`, accountCalls(op.callData))
    } catch {
      // Not handleOps (another EntryPoint method): the events alone.
    }
  }
  const runs: UserOperationRun[] = []
  let start: number | undefined
  for (const log of logs) {
    const index = logIndexOf(log)
    if (index === undefined || !entryPoints.has(log.address.toLowerCase())) continue
    if (log.topics[0] === beforeExecutionTopic) {
      start = index + 1
      continue
    }
    let event
    try {
      event = decodeEventLog({ abi: [userOperationEvent], topics: log.topics as [Hex, ...Hex[]], data: log.data })
    } catch {
      continue // another event of the EntryPoint
    }
    const { sender, nonce, success } = event.args
    runs.push({ opIndex: runs.length, sender, nonce, success, calls: byKey.get(`${sender.toLowerCase()}:${nonce}`) ?? [], logs: { first: start ?? index, last: index } })
    start = index + 1
  }
  return runs
}

/** The run whose execution emitted the log at `logIndex`, if any. */
export function runOfLog(runs: readonly UserOperationRun[], logIndex: number): UserOperationRun | undefined {
  return runs.find((run) => run.logs.first <= logIndex && logIndex <= run.logs.last)
}

/**
 * The native-currency calls of the UserOperations that succeeded, each from its account: a transfer
 * of value inside a UserOperation is an internal call the chain records nowhere else (token
 * transfers show as `Transfer` logs, which `runOfLog` attributes).
 */
export function userOperationCalls(runs: readonly UserOperationRun[]): UserOperationCall[] {
  return runs.flatMap((run) =>
    run.success
      ? run.calls.flatMap((call, callIndex) => (call.value > 0n ? [{ opIndex: run.opIndex, callIndex, sender: run.sender, ...call }] : []))
      : [],
  )
}

function logIndexOf(log: EventLog): number | undefined {
  if (log.logIndex === undefined || log.logIndex === null) return undefined
  return typeof log.logIndex === 'string' ? hexToNumber(log.logIndex) : Number(log.logIndex)
}

/** The calls one account `callData` makes (empty for a shape this does not know). */
function accountCalls(callData: Hex): Call[] {
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
function multiSendCalls(packed: Hex): Call[] {
  const calls: Call[] = []
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
