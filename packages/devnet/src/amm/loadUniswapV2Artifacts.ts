import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import { DevnetError } from '../errors.ts'

/** ABI and creation bytecode of a contract, as the npm build JSON ships them. */
export type UniswapV2Artifact = { abi: Abi; bytecode: Hex }

/** The three contracts `startDevnet` deploys for its AMM. */
export type UniswapV2Artifacts = {
  WETH9: UniswapV2Artifact
  UniswapV2Factory: UniswapV2Artifact
  UniswapV2Router02: UniswapV2Artifact
  /** Not deployed directly (the factory creates pairs); its ABI reads reserves. */
  UniswapV2Pair: UniswapV2Artifact
}

const files = {
  WETH9: '@uniswap/v2-periphery/build/WETH9.json',
  UniswapV2Factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  UniswapV2Router02: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  UniswapV2Pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
} as const

let cached: UniswapV2Artifacts | undefined

/**
 * Reads the compiled Uniswap v2 contracts from the npm packages `@uniswap/v2-core` (1.0.1) and
 * `@uniswap/v2-periphery` (1.1.0-beta.0, which also ships WETH9): the audited builds, not
 * recompiled here (the pair's creation code must hash to the init code hash Router02 has built in).
 * Both packages are GPL-3.0-or-later; they are deployed on the local devnet only.
 *
 * @throws {DevnetError} when a package is missing or its build is not what we expect.
 */
export function loadUniswapV2Artifacts(): UniswapV2Artifacts {
  if (cached) return cached
  const require = createRequire(import.meta.url)
  const load = (specifier: string): UniswapV2Artifact => {
    let json: { abi?: unknown; bytecode?: unknown }
    try {
      json = JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as typeof json
    } catch (cause) {
      throw new DevnetError(`Cannot read ${specifier}: install @portico/devnet's dependencies.`, { cause })
    }
    const bytecode = typeof json.bytecode === 'string' ? json.bytecode.replace(/^(0x)?/, '0x') : ''
    if (!Array.isArray(json.abi) || !/^0x(?:[0-9a-f]{2})+$/i.test(bytecode)) throw new DevnetError(`${specifier} has no ABI or bytecode.`)
    return { abi: json.abi as Abi, bytecode: bytecode as Hex }
  }
  cached = {
    WETH9: load(files.WETH9),
    UniswapV2Factory: load(files.UniswapV2Factory),
    UniswapV2Router02: load(files.UniswapV2Router02),
    UniswapV2Pair: load(files.UniswapV2Pair),
  }
  return cached
}
