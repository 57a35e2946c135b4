import { readFileSync } from 'node:fs'
import type { Abi, Hex } from 'viem'
import { DevnetError } from '../errors.ts'
import { loadUniswapV2Artifacts } from '../amm/loadUniswapV2Artifacts.ts'

export type UniswapV3Artifact = { contractName: string; package: string; license: string; abi: Abi; bytecode: Hex }
const names = ['UniswapV3Factory', 'NonfungiblePositionManager', 'QuoterV2', 'SwapRouter02'] as const
export type UniswapV3Artifacts = Record<(typeof names)[number] | 'WETH9', UniswapV3Artifact>

/**
 * Uniswap v3's factory, position manager, QuoterV2 and SwapRouter02, exactly as their npm releases
 * publish them (copied into `artifacts/uniswap-v3/`, see artifacts/README.md), and WETH9 from
 * `@uniswap/v2-periphery`.
 *
 * @throws {DevnetError} when a file is missing or not an artifact.
 */
export function loadUniswapV3Artifacts(): UniswapV3Artifacts {
  const artifacts = {} as UniswapV3Artifacts
  for (const name of names) {
    let json: Partial<UniswapV3Artifact>
    try {
      json = JSON.parse(readFileSync(new URL(`../../artifacts/uniswap-v3/${name}.json`, import.meta.url), 'utf8')) as Partial<UniswapV3Artifact>
    } catch (cause) {
      throw new DevnetError(`Cannot read the Uniswap v3 artifact ${name}.`, { cause })
    }
    if (json.contractName !== name || !Array.isArray(json.abi) || typeof json.bytecode !== 'string' || !/^0x(?:[0-9a-f]{2})+$/i.test(json.bytecode)) {
      throw new DevnetError(`The Uniswap v3 artifact ${name} is not an artifact.`)
    }
    artifacts[name] = json as UniswapV3Artifact
  }
  const { WETH9 } = loadUniswapV2Artifacts()
  artifacts.WETH9 = { contractName: 'WETH9', package: '@uniswap/v2-periphery', license: 'GPL-3.0', abi: WETH9.abi, bytecode: WETH9.bytecode }
  return artifacts
}
