import { type Address, type Hex, encodeAbiParameters, encodeFunctionData, getAddress, numberToHex, pad } from 'viem'
import { DevnetError } from '../errors.ts'
import { rpc, rpcBatch } from '../rpc.ts'
import { type ContractArtifact, compileSolidity } from '../solc/compileSolidity.ts'
import { sendTransaction } from '../utils/sendTransaction.ts'
import { waitForReceipt } from '../utils/waitForReceipt.ts'

/** Chainlink's `MockV3Aggregator` (from `@chainlink/contracts@0.8.0`, MIT; see the .sol file's header). */
export function loadChainlinkAggregatorArtifact(cacheDir?: string): ContractArtifact {
  return compileSolidity({
    source: new URL('../../contracts/ChainlinkMockV3Aggregator.sol', import.meta.url),
    contracts: ['MockV3Aggregator'],
    cacheDir,
  }).MockV3Aggregator
}

/** The canonical Ethereum ETH/USD feed (its aggregator proxy), as published by Chainlink. */
export const ethereumEthUsdFeed = '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419' as const

export type DeployChainlinkFeedParameters = {
  rpcUrl: string
  /** Where the feed answers (e.g. {@link ethereumEthUsdFeed} on the chain-id-1 devnet). */
  address: Address
  /** The feed's `decimals()`; Chainlink's USD feeds have 8. */
  decimals: number
  /** The answer in the feed's units (3000 USD at 8 decimals: `300_000_000_000n`). */
  answer: bigint
  /** An unlocked devnet account that sends the `updateAnswer` transaction. */
  from: Address
  artifact?: ContractArtifact
}

/**
 * Puts Chainlink's aggregator (`latestRoundData`, `decimals`, `updateAnswer`) at `address` with
 * `anvil_setCode`, as Multicall3 is placed: the runtime code is what its constructor returns, the
 * `decimals` slot (0) is written directly, and a real `updateAnswer` transaction starts round 1 at
 * the current block time. Call {@link updateChainlinkFeed} to move the price (or to keep it fresh:
 * a consumer refuses a round older than the feed's heartbeat).
 */
export async function deployChainlinkFeed({ rpcUrl, address, decimals, answer, from, artifact = loadChainlinkAggregatorArtifact() }: DeployChainlinkFeedParameters): Promise<void> {
  const args = encodeAbiParameters([{ type: 'uint8' }, { type: 'int256' }], [decimals, answer])
  const runtime = await rpc<Hex>(rpcUrl, 'eth_call', [{ data: `${artifact.bytecode}${args.slice(2)}` }, 'latest'])
  if (!runtime || runtime === '0x') throw new DevnetError(`The Chainlink aggregator's creation returned no code on ${rpcUrl}.`)
  const feed = getAddress(address)
  await rpcBatch(rpcUrl, [
    { method: 'anvil_setCode', params: [feed, runtime] },
    { method: 'anvil_setStorageAt', params: [feed, pad(numberToHex(0)), pad(numberToHex(decimals))] },
  ])
  await updateChainlinkFeed({ rpcUrl, address: feed, answer, from, artifact })
}

/** A new round of the feed at `address` with `answer`, at the next block's time (mined before it resolves). */
export async function updateChainlinkFeed({ rpcUrl, address, answer, from, artifact = loadChainlinkAggregatorArtifact() }: Omit<DeployChainlinkFeedParameters, 'decimals'>): Promise<void> {
  const data = encodeFunctionData({ abi: artifact.abi, functionName: 'updateAnswer', args: [answer] })
  // The round's timestamp is the block's: gas with headroom (an estimate in the previous block's second was short).
  const hash = await sendTransaction(rpcUrl, { from, to: getAddress(address), data })
  const receipt = await waitForReceipt(rpcUrl, hash)
  if (receipt.status !== '0x1') throw new DevnetError(`updateAnswer at ${address} reverted on ${rpcUrl}.`)
}
