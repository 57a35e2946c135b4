import { type Address, concatHex, encodeAbiParameters, type Hex } from 'viem'

/** A contract's init code: its bytecode, then its constructor's arguments when they are all addresses. */
export function initCodeWithAddresses(bytecode: Hex, args: readonly Address[]): Hex {
  if (args.length === 0) return bytecode
  return concatHex([bytecode, encodeAbiParameters(args.map(() => ({ type: 'address' })), args)])
}
