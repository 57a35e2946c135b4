import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { SolcCompileError } from '../errors.ts'

export type ContractArtifact = { abi: Abi; bytecode: Hex }

export type CompileSolidityParameters<name extends string> = {
  /** The `.sol` file (OpenZeppelin imports resolve from node_modules). */
  source: URL
  /** The contracts of that file to return. */
  contracts: readonly name[]
  /** Where artifacts are cached; default `node_modules/.cache/<cacheName>`. */
  cacheDir?: string | undefined
  /** Folder name under `node_modules/.cache` (default `portico-devnet`). */
  cacheName?: string | undefined
}

type Solc = { compile(input: string, callbacks: { import(path: string): { contents: string } | { error: string } }): string }
type SolcOutput = {
  errors?: Array<{ severity: string; formattedMessage: string }>
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles contracts of one Solidity file with the npm `solc` (OpenZeppelin sources from
 * node_modules). Compiling takes seconds, so the artifacts are cached in a file keyed by a hash of
 * the compiler input, the solc version and the OpenZeppelin version, written then renamed so a
 * concurrent reader never sees half a file.
 *
 * @throws {SolcCompileError} when a contract does not compile or is missing from the output.
 */
export function compileSolidity<name extends string>(parameters: CompileSolidityParameters<name>): Record<name, ContractArtifact> {
  const require = createRequire(import.meta.url)
  const sourceName = basename(fileURLToPath(parameters.source))
  const input = {
    language: 'Solidity',
    sources: { [sourceName]: { content: readFileSync(fileURLToPath(parameters.source), 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { [sourceName]: Object.fromEntries(parameters.contracts.map((name) => [name, ['abi', 'evm.bytecode.object']])) },
    },
  }
  const solcVersion = (require('solc/package.json') as { version: string }).version
  const openZeppelinVersion = (require('@openzeppelin/contracts/package.json') as { version: string }).version
  const hash = createHash('sha256')
    .update(JSON.stringify({ solcVersion, openZeppelinVersion, input }))
    .digest('hex')
    .slice(0, 16)
  const cacheDir = parameters.cacheDir ?? defaultCacheDir(require, parameters.cacheName ?? 'portico-devnet')
  const cacheFile = join(cacheDir, `${sourceName.replace(/\.sol$/, '')}-${hash}.json`)

  const cached = readArtifacts(cacheFile, parameters.contracts)
  if (cached) return cached

  const solc = require('solc') as Solc
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), {
      import(path) {
        try {
          return { contents: readFileSync(require.resolve(path), 'utf8') }
        } catch {
          return { error: `File not found: ${path}` }
        }
      },
    }),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error').map((error) => error.formattedMessage)
  const compiled = output.contracts?.[sourceName] ?? {}
  const missing = parameters.contracts.filter((name) => !compiled[name])
  if (errors.length > 0 || missing.length > 0) {
    throw new SolcCompileError(errors.length > 0 ? errors : missing.map((name) => `No ${name} in the output.`), sourceName)
  }
  const artifacts = Object.fromEntries(
    parameters.contracts.map((name) => [name, { abi: compiled[name]!.abi, bytecode: `0x${compiled[name]!.evm.bytecode.object}` }]),
  ) as Record<name, ContractArtifact>

  mkdirSync(dirname(cacheFile), { recursive: true })
  const temporary = `${cacheFile}.${process.pid}.${Date.now()}.tmp`
  writeFileSync(temporary, JSON.stringify(artifacts))
  renameSync(temporary, cacheFile)
  return artifacts
}

function readArtifacts<name extends string>(file: string, names: readonly name[]): Record<name, ContractArtifact> | undefined {
  try {
    const artifacts = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<name, Partial<ContractArtifact>>>
    const valid = names.every((name) => {
      const artifact = artifacts[name]
      return Array.isArray(artifact?.abi) && typeof artifact.bytecode === 'string' && artifact.bytecode.startsWith('0x')
    })
    if (valid) return artifacts as Record<name, ContractArtifact>
  } catch {}
  return undefined
}

/** `node_modules/.cache/<name>` in the node_modules folder that holds solc. */
function defaultCacheDir(require: NodeJS.Require, name: string): string {
  let dir = dirname(require.resolve('solc/package.json'))
  while (basename(dir) !== 'node_modules' && dirname(dir) !== dir) dir = dirname(dir)
  return join(dir, '.cache', name)
}
