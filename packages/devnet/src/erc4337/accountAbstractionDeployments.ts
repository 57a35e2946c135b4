import { type Hex, zeroHash } from 'viem'
import { accountAbstractionAddresses, create2DeployerAddress, safeSingletonFactoryAddress } from '../constants.ts'

/** One contract `startDevnet` deploys for ERC-4337: where its bytecode is, through which CREATE2 proxy, with which salt. */
export type AccountAbstractionDeployment = {
  /** Its key in `accountAbstractionAddresses`. */
  key: keyof typeof accountAbstractionAddresses
  /** Its file under `artifacts/`, without `.json`. */
  artifact: string
  /** The CREATE2 proxy called with `salt ++ initcode`. */
  deployer: typeof create2DeployerAddress | typeof safeSingletonFactoryAddress
  salt: Hex
  /** Constructor arguments: addresses of contracts deployed before it (ABI-encoded after the bytecode). */
  args?: readonly (keyof typeof accountAbstractionAddresses)[]
}

/**
 * The ERC-4337 contracts in deployment order, as their publishers deployed them on public chains (so each
 * lands at its canonical address): eth-infinitism's through the CREATE2 deployer with their salts, Safe's
 * singletons through the Safe singleton factory and its 4337 module through the CREATE2 deployer, salt 0.
 */
export const accountAbstractionDeployments: readonly AccountAbstractionDeployment[] = [
  { key: 'entryPoint', artifact: 'account-abstraction/EntryPoint', deployer: create2DeployerAddress, salt: '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9' },
  { key: 'simpleAccountFactory', artifact: 'account-abstraction/SimpleAccountFactory', deployer: create2DeployerAddress, salt: zeroHash, args: ['entryPoint'] },
  { key: 'entryPoint07', artifact: 'account-abstraction/EntryPoint07', deployer: create2DeployerAddress, salt: '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3' },
  { key: 'safeSingleton', artifact: 'safe/Safe', deployer: safeSingletonFactoryAddress, salt: zeroHash },
  { key: 'safeProxyFactory', artifact: 'safe/SafeProxyFactory', deployer: safeSingletonFactoryAddress, salt: zeroHash },
  { key: 'safeMultiSend', artifact: 'safe/MultiSend', deployer: safeSingletonFactoryAddress, salt: zeroHash },
  { key: 'safeMultiSendCallOnly', artifact: 'safe/MultiSendCallOnly', deployer: safeSingletonFactoryAddress, salt: zeroHash },
  { key: 'safeModuleSetup', artifact: 'safe/SafeModuleSetup', deployer: create2DeployerAddress, salt: zeroHash },
  { key: 'safe4337Module', artifact: 'safe/Safe4337Module', deployer: create2DeployerAddress, salt: zeroHash, args: ['entryPoint07'] },
]
