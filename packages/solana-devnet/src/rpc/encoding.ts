import { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder } from '@solana/kit'
import { rpcErrorCodes, SolanaRpcError } from '../errors'

/** Bytes from a base58 or base64 string (the `encoding` a client named; base58 by default, as the validator does). */
export function decodeBytes(value: unknown, encoding: unknown = 'base58'): Uint8Array {
  if (typeof value !== 'string' || !value) throw new SolanaRpcError(rpcErrorCodes.invalidParams, 'Invalid params: expected an encoded string')
  try {
    return new Uint8Array(encoding === 'base64' ? getBase64Encoder().encode(value) : getBase58Encoder().encode(value))
  } catch {
    throw new SolanaRpcError(rpcErrorCodes.invalidParams, `Invalid params: not ${encoding === 'base64' ? 'base64' : 'base58'}`)
  }
}

export const toBase64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)
export const toBase58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)

/** A u64 as the validator's JSON has it (a number; the devnet's amounts stay below 2^53). */
export const u64 = (value: bigint | number) => Number(value)
