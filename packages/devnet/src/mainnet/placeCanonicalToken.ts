import { type Address, type Hex, encodeAbiParameters, getAddress, keccak256, numberToHex, pad, stringToHex } from 'viem'
import { DevnetError } from '../errors.ts'
import { rpc, rpcBatch } from '../rpc.ts'
import { loadTestTokenArtifact } from '../tokens/loadTestTokenArtifact.ts'
import type { ContractArtifact } from '../solc/compileSolidity.ts'

export type PlaceCanonicalTokenParameters = {
  rpcUrl: string
  /** The token's address on the real chain (e.g. USDC on Ethereum). */
  address: Address
  name: string
  symbol: string
  decimals: number
  /** Who holds how much (in the token's units). */
  balances: readonly { account: Address; amount: bigint }[]
  artifact?: ContractArtifact
}

/** A short Solidity string (under 32 bytes) as its storage slot holds it: the bytes, then length × 2. */
function shortString(value: string): Hex {
  const bytes = stringToHex(value).slice(2)
  if (bytes.length / 2 > 31) throw new DevnetError(`"${value}" is too long for a short string slot.`)
  return `0x${bytes.padEnd(62, '0')}${(bytes.length).toString(16).padStart(2, '0')}`
}

/**
 * Puts an ERC-20 (the devnet's OpenZeppelin `TestToken`) at a real token's address with
 * `anvil_setCode`, and writes its storage directly (OpenZeppelin 5's ERC20 layout: balances at slot
 * 0, total supply 2, name 3, symbol 4; decimals is an immutable of the code): a chain-id-1 devnet
 * then answers USDC's `balanceOf` at USDC's address, as the shipped token list expects.
 */
export async function placeCanonicalToken({ rpcUrl, address, name, symbol, decimals, balances, artifact = loadTestTokenArtifact() }: PlaceCanonicalTokenParameters): Promise<void> {
  const args = encodeAbiParameters(
    [{ type: 'string' }, { type: 'string' }, { type: 'uint8' }, { type: 'address[]' }, { type: 'uint256' }],
    [name, symbol, decimals, [], 0n],
  )
  const runtime = await rpc<Hex>(rpcUrl, 'eth_call', [{ data: `${artifact.bytecode}${args.slice(2)}` }, 'latest'])
  if (!runtime || runtime === '0x') throw new DevnetError(`The token's creation returned no code on ${rpcUrl}.`)
  const token = getAddress(address)
  const slot = (n: number) => pad(numberToHex(n))
  const total = balances.reduce((sum, { amount }) => sum + amount, 0n)
  await rpcBatch(rpcUrl, [
    { method: 'anvil_setCode', params: [token, runtime] },
    { method: 'anvil_setStorageAt', params: [token, slot(2), pad(numberToHex(total))] },
    { method: 'anvil_setStorageAt', params: [token, slot(3), shortString(name)] },
    { method: 'anvil_setStorageAt', params: [token, slot(4), shortString(symbol)] },
    ...balances.map(({ account, amount }) => ({
      method: 'anvil_setStorageAt',
      params: [token, keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [account, 0n])), pad(numberToHex(amount))],
    })),
  ])
}
