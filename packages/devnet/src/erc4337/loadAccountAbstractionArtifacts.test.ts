import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { getContractAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { accountAbstractionAddresses } from '../constants.ts'
import { accountAbstractionDeployments } from './accountAbstractionDeployments.ts'
import { initCodeOf } from './deployAccountAbstraction.ts'
import { loadAccountAbstractionArtifacts } from './loadAccountAbstractionArtifacts.ts'

const require = createRequire(import.meta.url)

describe('loadAccountAbstractionArtifacts', () => {
  it('gives every contract its canonical address through its CREATE2 proxy: the bytecode is the published build', () => {
    // The canonical addresses are those of the contracts on public chains, CREATE2 of the exact init code:
    // a byte changed in an artifact moves its address.
    const artifacts = loadAccountAbstractionArtifacts()
    for (const deployment of accountAbstractionDeployments) {
      const address = getContractAddress({ opcode: 'CREATE2', from: deployment.deployer, salt: deployment.salt, bytecode: initCodeOf(artifacts, deployment) })
      expect([deployment.key, address]).toEqual([deployment.key, accountAbstractionAddresses[deployment.key]])
    }
    expect(Object.keys(artifacts)).toHaveLength(accountAbstractionDeployments.length)
  })

  it('holds exactly the EntryPoint v0.8 and SimpleAccountFactory bytecode @account-abstraction/contracts 0.8.0 publishes (a dev dependency, for this check)', () => {
    const artifacts = loadAccountAbstractionArtifacts()
    expect(require('@account-abstraction/contracts/package.json').version).toBe('0.8.0')
    for (const name of ['EntryPoint', 'SimpleAccountFactory']) {
      const published = JSON.parse(readFileSync(require.resolve(`@account-abstraction/contracts/artifacts/${name}.json`), 'utf8')) as { bytecode: string }
      expect(artifacts[`account-abstraction/${name}`]!.bytecode).toBe(published.bytecode)
    }
  })

  it('names where each artifact comes from and its licence', () => {
    for (const artifact of Object.values(loadAccountAbstractionArtifacts())) {
      expect(artifact.package).toMatch(/^@(account-abstraction\/contracts|safe-global\/safe-contracts|safe-global\/safe-4337)@\d/)
      expect(['MIT', 'GPL-3.0', 'LGPL-3.0-only']).toContain(artifact.license)
    }
  })
})
