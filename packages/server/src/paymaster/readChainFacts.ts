import type { ChainConfig } from '../chains/chains.ts'
import type { PaymasterChainReader } from './chainReader.ts'
import type { ChainFacts } from './checkPolicy.ts'
import type { UserOperationV07 } from './userOperation.ts'

/**
 * What the policy's account and fee rules need from the chain, read (cached, see `createChainReader`)
 * before the reservation's transaction so no lock is held across an RPC call: the latest base fee, and
 * for an account without a factory its code hash and Safe slots. A new account (with a factory) is
 * judged from its `factory` and `factoryData` alone: the EntryPoint deploys exactly that, at `sender`.
 */
export async function readChainFacts(reader: PaymasterChainReader, chain: ChainConfig, op: UserOperationV07): Promise<ChainFacts> {
  const [baseFee, account] = await Promise.all([
    reader.baseFee(chain),
    op.factory ? { factory: op.factory, factoryData: op.factoryData } : reader.account(chain, op.sender).then((deployed) => ({ deployed })),
  ])
  return { baseFee, account }
}
