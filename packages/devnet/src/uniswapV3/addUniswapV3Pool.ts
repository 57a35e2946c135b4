import { type Address, erc20Abi, maxUint256, numberToHex, parseAbi } from 'viem'
import { DevnetError } from '../errors.ts'
import { rpc } from '../rpc.ts'
import { impersonate, sendAs } from '../utils/sendAs.ts'
import type { UniswapV3Artifacts } from './loadUniswapV3Artifacts.ts'
import { uniswapV3MainnetAddresses } from './uniswapV3Addresses.ts'

export type AddUniswapV3PoolParameters = {
  rpcUrl: string
  artifacts: UniswapV3Artifacts
  /** Who provides the liquidity: an account holding both tokens (impersonated). For WETH, its ETH is wrapped first. */
  provider: Address
  tokenA: Address
  tokenB: Address
  /** Smallest units of each, at the pool's starting price (their ratio). */
  amountA: bigint
  amountB: bigint
  /** Fee tier in hundredths of a basis point (100, 500, 3000, 10000); default 3000. */
  fee?: number | undefined
}

const tickSpacings: Record<number, number> = { 100: 1, 500: 10, 3000: 60, 10000: 200 }
const maxTick = 887272

/**
 * Creates and initializes a Uniswap v3 pool (after `deployUniswapV3`) at the price `amountB/amountA`
 * and adds full-range liquidity of those amounts through the position manager.
 *
 * @throws {DevnetError} when a transaction fails.
 */
export async function addUniswapV3Pool({ rpcUrl, artifacts, provider, tokenA, tokenB, amountA, amountB, fee = 3000 }: AddUniswapV3PoolParameters): Promise<void> {
  const a = uniswapV3MainnetAddresses
  const spacing = tickSpacings[fee]
  if (!spacing) throw new DevnetError(`No Uniswap v3 fee tier ${fee}.`)
  const [token0, token1, amount0, amount1] = tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB, amountA, amountB] : [tokenB, tokenA, amountB, amountA]
  await impersonate(rpcUrl, provider)
  for (const [token, amount] of [[token0, amount0], [token1, amount1]] as const) {
    if (token.toLowerCase() === a.weth.toLowerCase()) {
      const balance = BigInt(await rpc<string>(rpcUrl, 'eth_getBalance', [provider, 'latest']))
      await rpc(rpcUrl, 'anvil_setBalance', [provider, numberToHex(balance + amount)])
      await sendAs(rpcUrl, provider, { to: a.weth, abi: parseAbi(['function deposit() payable']), functionName: 'deposit', args: [], value: amount }, 'Wrapping ETH')
    }
    await sendAs(rpcUrl, provider, { to: token, abi: erc20Abi, functionName: 'approve', args: [a.positionManager, maxUint256] }, 'Approving the position manager')
  }
  const sqrtPriceX96 = sqrt((amount1 << 192n) / amount0)
  const manager = artifacts.NonfungiblePositionManager.abi
  await sendAs(
    rpcUrl,
    provider,
    { to: a.positionManager, abi: manager, functionName: 'createAndInitializePoolIfNecessary', args: [token0, token1, fee, sqrtPriceX96] },
    'Creating the pool',
  )
  const tick = Math.floor(maxTick / spacing) * spacing
  await sendAs(
    rpcUrl,
    provider,
    {
      to: a.positionManager,
      abi: manager,
      functionName: 'mint',
      args: [{ token0, token1, fee, tickLower: -tick, tickUpper: tick, amount0Desired: amount0, amount1Desired: amount1, amount0Min: 0n, amount1Min: 0n, recipient: provider, deadline: maxUint256 }],
    },
    'Adding liquidity',
  )
}

function sqrt(value: bigint): bigint {
  if (value < 2n) return value
  let x = value
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + value / x) / 2n
  }
  return x
}
