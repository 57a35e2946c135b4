import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { getContractAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { accountAbstractionAddresses, accountAbstractionSalts, create2DeployerAddress } from '../constants.ts'
import { loadAccountAbstractionArtifacts } from './loadAccountAbstractionArtifacts.ts'

const require = createRequire(import.meta.url)
const published = (name: string) =>
  JSON.parse(readFileSync(require.resolve(`@account-abstraction/contracts/artifacts/${name}.json`), 'utf8')) as { bytecode: string }

describe('loadAccountAbstractionArtifacts', () => {
  it("holds exactly the bytecode @account-abstraction/contracts 0.8.0 publishes (a dev dependency, for this check)", () => {
    const artifacts = loadAccountAbstractionArtifacts()
    expect(require('@account-abstraction/contracts/package.json').version).toBe('0.8.0')
    for (const name of ['EntryPoint', 'SimpleAccountFactory'] as const) {
      expect(artifacts[name].bytecode).toBe(published(name).bytecode)
      expect(artifacts[name].package).toBe('@account-abstraction/contracts@0.8.0')
    }
  })

  it('gives the EntryPoint its canonical address through the CREATE2 deployer', () => {
    const { EntryPoint } = loadAccountAbstractionArtifacts()
    expect(getContractAddress({ opcode: 'CREATE2', from: create2DeployerAddress, salt: accountAbstractionSalts.entryPoint, bytecode: EntryPoint.bytecode })).toBe(
      accountAbstractionAddresses.entryPoint,
    )
  })
})
