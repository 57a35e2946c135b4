import { type Hex, getAddress } from 'viem'
import { multicall3Address } from '../constants.ts'
import { DevnetError } from '../errors.ts'
import { multicall3Bytecode } from './multicall3Bytecode.ts'
import { rpc } from '../rpc.ts'

/**
 * Puts Multicall3 at its canonical address ({@link multicall3Address}), as on every public chain,
 * so viem's `multicall` works against the devnet. anvil ships without it: the runtime code is what
 * running the creation bytecode returns (`eth_call` without `to`), placed with `anvil_setCode`
 * (no transaction, so the test tokens keep their fixed addresses).
 */
export async function deployMulticall3(rpcUrl: string): Promise<void> {
  const runtime = await rpc<Hex>(rpcUrl, 'eth_call', [{ data: multicall3Bytecode }, 'latest'])
  if (!runtime || runtime === '0x') throw new DevnetError(`Multicall3 creation returned no code on ${rpcUrl}.`)
  await rpc(rpcUrl, 'anvil_setCode', [getAddress(multicall3Address), runtime])
}
