import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

export type ContractArtifact = { abi: Abi; bytecode: Hex }

type Solc = { compile(input: string, callbacks: { import(path: string): { contents: string } | { error: string } }): string }
type SolcOutput = {
  errors?: Array<{ severity: string; formattedMessage: string }>
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

const sourceName = 'OwnedErc1271Account.sol'
const contractName = 'OwnedErc1271Account'
const factoryName = 'OwnedErc1271AccountFactory'

export type Erc1271Artifacts = { account: ContractArtifact; factory: ContractArtifact }

/**
 * ABI and bytecode of `contracts/OwnedErc1271Account.sol`: a minimal ERC-1271 account for the
 * sign-in tests and its CREATE2 factory (for ERC-6492), compiled with the npm `solc` and cached like `@portico/devnet`'s test tokens: in
 * `node_modules/.cache/portico-server`, keyed by a hash of the compiler input and versions.
 */
export function loadErc1271Artifact(): Erc1271Artifacts {
  const require = createRequire(import.meta.url)
  const source = readFileSync(fileURLToPath(new URL(`./contracts/${sourceName}`, import.meta.url)), 'utf8')
  const input = {
    language: 'Solidity',
    sources: { [sourceName]: { content: source } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { [sourceName]: { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const solcVersion = (require('solc/package.json') as { version: string }).version
  const openZeppelinVersion = (require('@openzeppelin/contracts/package.json') as { version: string }).version
  const hash = createHash('sha256').update(JSON.stringify({ solcVersion, openZeppelinVersion, input })).digest('hex').slice(0, 16)
  let dir = dirname(require.resolve('solc/package.json'))
  while (basename(dir) !== 'node_modules' && dirname(dir) !== dir) dir = dirname(dir)
  const cacheFile = join(dir, '.cache', 'portico-server', `${contractName}-v2-${hash}.json`)
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8')) as Erc1271Artifacts
  } catch {}

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
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  const account = output.contracts?.[sourceName]?.[contractName]
  const factory = output.contracts?.[sourceName]?.[factoryName]
  if (errors.length > 0 || !account || !factory) throw new Error(`solc: ${errors.map((error) => error.formattedMessage).join('\n') || 'no output'}`)
  const artifact: Erc1271Artifacts = {
    account: { abi: account.abi, bytecode: `0x${account.evm.bytecode.object}` },
    factory: { abi: factory.abi, bytecode: `0x${factory.evm.bytecode.object}` },
  }
  mkdirSync(dirname(cacheFile), { recursive: true })
  const temporary = `${cacheFile}.${process.pid}.${Date.now()}.tmp`
  writeFileSync(temporary, JSON.stringify(artifact))
  renameSync(temporary, cacheFile)
  return artifact
}
