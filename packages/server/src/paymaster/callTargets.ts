import { type Address, decodeFunctionData, getAddress, type Hex, hexToBigInt, parseAbi, size, slice } from 'viem'

/**
 * What an account's `callData` calls: SimpleAccount's `execute` and every version's `executeBatch`
 * (v0.6 `(address[],bytes[])`, v0.7 `(address[],uint256[],bytes[])`, v0.8 `((address,uint256,bytes)[])`),
 * and the Safe 4337 module's `executeUserOp` / `executeUserOpWithErrorString` (a call, or a
 * delegatecall to Safe's MultiSend 1.4.1 whose packed calls are read one by one).
 */
const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, bytes[] func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function executeUserOp(address to, uint256 value, bytes data, uint8 operation)',
  'function executeUserOpWithErrorString(address to, uint256 value, bytes data, uint8 operation)',
])
const multiSendAbi = parseAbi(['function multiSend(bytes transactions)'])

/** Safe's MultiSend and MultiSendCallOnly 1.4.1 (canonical addresses): the only delegatecall targets read. */
export const safeMultiSendAddresses: readonly Address[] = ['0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526', '0x9641d764fc13c8B624c04430C7356C1C7C8102e2']

/** A call the account makes. */
export type AccountCall = { to: Address; value: bigint }

/**
 * The calls `callData` makes, or `undefined` when it is none of the shapes above (or a delegatecall
 * elsewhere than MultiSend, or a nested delegatecall): the caller then cannot tell its targets.
 * Empty `callData` (a deployment alone) makes no call.
 */
export function decodeAccountCalls(callData: Hex): AccountCall[] | undefined {
  if (callData === '0x') return []
  let decoded: ReturnType<typeof decodeFunctionData<typeof accountAbi>>
  try {
    decoded = decodeFunctionData({ abi: accountAbi, data: callData })
  } catch {
    return undefined
  }
  switch (decoded.functionName) {
    case 'execute': {
      const [to, value] = decoded.args
      return [{ to: getAddress(to), value }]
    }
    case 'executeBatch': {
      const args = decoded.args as readonly unknown[]
      if (args.length === 1) return (args[0] as readonly { target: Address; value: bigint }[]).map((call) => ({ to: getAddress(call.target), value: call.value }))
      const targets = args[0] as readonly Address[]
      const values = args.length === 3 ? (args[1] as readonly bigint[]) : undefined
      if (values && values.length !== 0 && values.length !== targets.length) return undefined
      return targets.map((to, index) => ({ to: getAddress(to), value: values?.[index] ?? 0n }))
    }
    case 'executeUserOp':
    case 'executeUserOpWithErrorString': {
      const [to, value, data, operation] = decoded.args
      if (operation === 0) return [{ to: getAddress(to), value }]
      if (operation !== 1 || !safeMultiSendAddresses.includes(getAddress(to))) return undefined
      return decodeMultiSend(data)
    }
  }
}

/** MultiSend's packed calls: operation (1 byte), to (20), value (32), data length (32), data. Only plain calls (operation 0). */
function decodeMultiSend(data: Hex): AccountCall[] | undefined {
  let transactions: Hex
  try {
    const decoded = decodeFunctionData({ abi: multiSendAbi, data })
    transactions = decoded.args[0]
  } catch {
    return undefined
  }
  const calls: AccountCall[] = []
  const total = size(transactions)
  let offset = 0
  while (offset < total) {
    if (offset + 85 > total) return undefined
    const operation = Number(hexToBigInt(slice(transactions, offset, offset + 1)))
    const to = getAddress(slice(transactions, offset + 1, offset + 21))
    const value = hexToBigInt(slice(transactions, offset + 21, offset + 53))
    const length = hexToBigInt(slice(transactions, offset + 53, offset + 85))
    if (operation !== 0 || length > BigInt(total - offset - 85)) return undefined
    calls.push({ to, value })
    offset += 85 + Number(length)
  }
  return calls
}
