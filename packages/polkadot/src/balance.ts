import type { AdapterGetBalanceParameters, Balance } from '@portico/core'
import { ChainNotSupportedError } from '@portico/core'
import { toDecimalString } from '@portico/core/internal'
import { hexToU8a, u8aConcat, u8aToHex } from '@polkadot/util'
import { blake2AsU8a, decodeAddress, xxhashAsU8a } from '@polkadot/util-crypto'

/** The storage key of `System.Account(who)`: twox128 of the pallet and item, then blake2_128_concat of the account. */
export function systemAccountKey(address: string): string {
  const who = decodeAddress(address)
  return u8aToHex(u8aConcat(xxhashAsU8a('System', 128), xxhashAsU8a('Account', 128), blake2AsU8a(who, 128), who))
}

/** Reads a little-endian u128 at `offset`. */
function u128(bytes: Uint8Array, offset: number): bigint {
  let value = 0n
  for (let index = 15; index >= 0; index--) value = (value << 8n) | BigInt(bytes[offset + index] ?? 0)
  return value
}

/**
 * The account's free balance: `state_getStorage` of `System.Account` on the network's node and
 * the `data.free` field of the SCALE-encoded AccountInfo (after nonce, consumers, providers and
 * sufficients, four u32). An account the chain has never seen has no entry: zero.
 */
export async function getBalance({ address, network }: AdapterGetBalanceParameters): Promise<Balance> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new ChainNotSupportedError({ chainId: network.caipNetworkId })
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'state_getStorage', params: [systemAccountKey(address)] }),
  })
  if (!response.ok) throw new Error(`state_getStorage failed with HTTP ${response.status}`)
  const body = (await response.json()) as { result?: string | null; error?: { message?: string } }
  if (body.error) throw new Error(body.error.message ?? 'state_getStorage failed')
  const value = body.result ? u128(hexToU8a(body.result), 16) : 0n
  const { decimals, symbol } = network.nativeCurrency
  return { value, decimals, symbol, formatted: toDecimalString(value, decimals) }
}

