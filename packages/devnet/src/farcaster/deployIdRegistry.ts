import { type Address, encodeAbiParameters, getAddress, type Hex, keccak256, numberToHex, pad } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { testMnemonic } from '../constants.ts'
import { DevnetError } from '../errors.ts'
import { rpc } from '../rpc.ts'
import { compileSolidity } from '../solc/compileSolidity.ts'

/**
 * Farcaster on the devnet: the ID registry stand-in sits at the address of Farcaster's IdRegistry
 * on OP Mainnet, so a server reads FIDs from the devnet by changing only its RPC URL; FID
 * `devnetFarcaster.fid` is registered to the custody key `devnetFarcaster.custodyAccountIndex` of
 * the test mnemonic (outside the 10 funded accounts: the key only signs messages).
 */
export const devnetFarcaster = Object.freeze({
  idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b' as Address,
  fid: 1,
  custodyAccountIndex: 20,
  /** What the scripted Farcaster client calls itself (the relay hands it to the app). */
  username: 'portico-tester',
})

/** The custody address of the devnet's test FID. */
export function devnetFarcasterCustody(mnemonic: string = testMnemonic): Address {
  return mnemonicToAccount(mnemonic, { addressIndex: devnetFarcaster.custodyAccountIndex }).address
}

/** ABI and creation bytecode of the stand-in (compiled once, cached: see `compileSolidity`). */
export function loadIdRegistryArtifact() {
  return compileSolidity({ source: new URL('../../contracts/IdRegistryStandIn.sol', import.meta.url), contracts: ['IdRegistryStandIn'] }).IdRegistryStandIn
}

const slot = (key: Hex, index: bigint) => keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }], [key, index]))

/**
 * Places the stand-in at `devnetFarcaster.idRegistry` with `anvil_setCode` and writes the test
 * FID's two entries (and `idCounter`) with `anvil_setStorageAt`: no transaction, so no account's
 * nonce moves and every other contract keeps its fixed address.
 */
export async function deployIdRegistry(rpcUrl: string, mnemonic: string = testMnemonic): Promise<void> {
  const runtime = await rpc<Hex>(rpcUrl, 'eth_call', [{ data: loadIdRegistryArtifact().bytecode }, 'latest'])
  if (!runtime || runtime === '0x') throw new DevnetError(`The Farcaster IdRegistry stand-in's creation returned no code on ${rpcUrl}.`)
  const address = getAddress(devnetFarcaster.idRegistry)
  const custody = devnetFarcasterCustody(mnemonic)
  const fid = BigInt(devnetFarcaster.fid)
  const word = (value: bigint | Address) => pad(typeof value === 'bigint' ? numberToHex(value) : value, { size: 32 })
  await rpc(rpcUrl, 'anvil_setCode', [address, runtime])
  // Storage layout: idCounter (slot 0), idOf (slot 1), custodyOf (slot 2).
  await rpc(rpcUrl, 'anvil_setStorageAt', [address, word(0n), word(fid)])
  await rpc(rpcUrl, 'anvil_setStorageAt', [address, slot(word(custody), 1n), word(fid)])
  await rpc(rpcUrl, 'anvil_setStorageAt', [address, slot(word(fid), 2n), word(custody)])
}
