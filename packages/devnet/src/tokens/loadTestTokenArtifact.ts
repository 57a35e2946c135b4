import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { SolcCompileError } from '../errors.ts'

export type TestTokenArtifact = {
  abi: Abi
  bytecode: Hex
}

export type LoadTestTokenArtifactParameters = {
  /** Where compiled artifacts are cached. Default: `node_modules/.cache/portico-devnet`. */
  cacheDir?: string
}

type Solc = { compile(input: string, callbacks: { import(path: string): { contents: string } | { error: string } }): string }
type SolcOutput = {
  errors?: Array<{ severity: string; formattedMessage: string }>
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

const sourceName = 'TestToken.sol'

/**
 * Returns the ABI and creation bytecode of `contracts/TestToken.sol`. Compiling with solc takes
 * seconds, so the result is cached in a file keyed by a hash of the compiler input, the solc
 * version and the OpenZeppelin version; it is compiled again only when that file is missing.
 *
 * @throws {SolcCompileError} when the contract does not compile.
 */
export function loadTestTokenArtifact({ cacheDir }: LoadTestTokenArtifactParameters = {}): TestTokenArtifact {
  const require = createRequire(import.meta.url)
  const source = readFileSync(fileURLToPath(new URL('../../contracts/TestToken.sol', import.meta.url)), 'utf8')
  const input = {
    language: 'Solidity',
    sources: { [sourceName]: { content: source } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { [sourceName]: { TestToken: ['abi', 'evm.bytecode.object'] } },
    },
  }
  const solcVersion = (require('solc/package.json') as { version: string }).version
  const openZeppelinVersion = (require('@openzeppelin/contracts/package.json') as { version: string }).version
  const hash = createHash('sha256')
    .update(JSON.stringify({ solcVersion, openZeppelinVersion, input }))
    .digest('hex')
    .slice(0, 16)
  const cacheFile = join(cacheDir ?? defaultCacheDir(require), `TestToken-${hash}.json`)

  const cached = readArtifact(cacheFile)
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
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  const contract = output.contracts?.[sourceName]?.TestToken
  if (errors.length > 0 || !contract) {
    throw new SolcCompileError(errors.length > 0 ? errors.map((error) => error.formattedMessage) : ['No TestToken in the output.'])
  }
  const artifact: TestTokenArtifact = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }

  // Write-then-rename, so a concurrent reader never sees half a file.
  mkdirSync(dirname(cacheFile), { recursive: true })
  const temporary = `${cacheFile}.${process.pid}.${Date.now()}.tmp`
  writeFileSync(temporary, JSON.stringify(artifact))
  renameSync(temporary, cacheFile)
  return artifact
}

function readArtifact(file: string): TestTokenArtifact | undefined {
  try {
    const artifact = JSON.parse(readFileSync(file, 'utf8')) as Partial<TestTokenArtifact>
    if (Array.isArray(artifact.abi) && typeof artifact.bytecode === 'string' && artifact.bytecode.startsWith('0x')) {
      return { abi: artifact.abi, bytecode: artifact.bytecode }
    }
  } catch {}
  return undefined
}

/** `node_modules/.cache/portico-devnet` in the node_modules folder that holds solc. */
function defaultCacheDir(require: NodeJS.Require): string {
  let dir = dirname(require.resolve('solc/package.json'))
  while (basename(dir) !== 'node_modules' && dirname(dir) !== dir) dir = dirname(dir)
  return join(dir, '.cache', 'portico-devnet')
}
