import { type Address, type Hex } from 'viem'
import { rpc } from '../rpc.ts'
import { deployAt } from '../utils/deployAt.ts'
import { initCodeWithAddresses } from '../utils/initCode.ts'
import { impersonate, sendAs } from '../utils/sendAs.ts'
import { loadUniswapV3Artifacts, type UniswapV3Artifacts } from './loadUniswapV3Artifacts.ts'
import { uniswapV3Deployer, uniswapV3MainnetAddresses } from './uniswapV3Addresses.ts'

export type DeployUniswapV3Parameters = {
  /** An anvil node (a chain-id-1 devnet, for mainnet's addresses to be the right ones). */
  rpcUrl: string
  artifacts?: UniswapV3Artifacts | undefined
}

/**
 * Deploys Uniswap v3 at its Ethereum mainnet addresses ({@link uniswapV3MainnetAddresses}): WETH9
 * (unless something is there already), the factory (fee tiers 0.01, 0.05, 0.3 and 1 %), the
 * position manager, QuoterV2 and SwapRouter02, each from its npm release's bytecode, deployed then
 * moved to its address with the storage its constructor wrote (`deployAt`; the factory's
 * no-delegate-call guard, an immutable of its own address, follows it). Pools land where mainnet's
 * pool-address formula puts them (`addUniswapV3Pool`). Self-contained: no other devnet set-up needed.
 *
 * @throws {DevnetError} when a deployment or set-up transaction fails.
 */
export async function deployUniswapV3({ rpcUrl, artifacts = loadUniswapV3Artifacts() }: DeployUniswapV3Parameters): Promise<typeof uniswapV3MainnetAddresses> {
  const a = uniswapV3MainnetAddresses
  const from = uniswapV3Deployer
  await impersonate(rpcUrl, from)
  const deploy = (name: keyof UniswapV3Artifacts, at: Address, args: readonly Address[]) =>
    deployAt({
      rpcUrl,
      from,
      at,
      name,
      data: initCodeWithAddresses(artifacts[name].bytecode, args),
    })

  if ((await rpc<Hex>(rpcUrl, 'eth_getCode', [a.weth, 'latest'])) === '0x') await deploy('WETH9', a.weth, [])
  await deploy('UniswapV3Factory', a.factory, [])
  await sendAs(rpcUrl, from, { to: a.factory, abi: artifacts.UniswapV3Factory.abi, functionName: 'enableFeeAmount', args: [100, 1] }, 'Enabling the 0.01 % tier')
  // The descriptor only draws tokenURI's picture; none is deployed.
  await deploy('NonfungiblePositionManager', a.positionManager, [a.factory, a.weth, '0x0000000000000000000000000000000000000000'])
  await deploy('QuoterV2', a.quoterV2, [a.factory, a.weth])
  await deploy('SwapRouter02', a.swapRouter02, [a.factoryV2, a.factory, a.positionManager, a.weth])
  return a
}
