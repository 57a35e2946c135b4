import { type Address, concat, encodeAbiParameters, encodeFunctionData, getContractAddress, type Hex, numberToHex, parseEther, zeroHash } from 'viem'
import { accountAbstractionAddresses, create2DeployerAddress } from '../constants.ts'
import { DevnetError } from '../errors.ts'
import { rpc, rpcBatch } from '../rpc.ts'
import { waitForReceipt } from '../utils/waitForReceipt.ts'
import { loadVerifyingPaymasterArtifact } from './loadVerifyingPaymasterArtifact.ts'

/**
 * The verifying signer the devnet's paymaster trusts when `startDevnet` is given none: the address of
 * index 13 of the test mnemonic (its key is as public as the mnemonic's; a server that sponsors on
 * the devnet with it is for tests only). `npm start` passes its own signer instead.
 */
export const defaultPaymasterSigner = '0x1CBd3b2770909D4e10f157cABC84C7264073C9Ec' as const

/** What the devnet's verifying paymaster holds at the EntryPoint v0.7 once deployed. */
export const devnetPaymasterFunding = { deposit: parseEther('100'), stake: parseEther('1'), unstakeDelaySec: 86_400 } as const

export type DeployVerifyingPaymasterParameters = {
  rpcUrl: string
  chainId: number
  /** The address whose signatures the paymaster accepts (default {@link defaultPaymasterSigner}). */
  signer?: Address | undefined
}

/** The paymaster's init code for `signer`: the published bytecode, then `(entryPoint07, signer)`. */
export function verifyingPaymasterInitCode(signer: Address): Hex {
  const args = encodeAbiParameters([{ type: 'address' }, { type: 'address' }], [accountAbstractionAddresses.entryPoint07, signer])
  return concat([loadVerifyingPaymasterArtifact().bytecode, args])
}

/** Where the paymaster for `signer` lands: CREATE2 through the deterministic deployer, salt 0 (same on every chain). */
export function verifyingPaymasterAddress(signer: Address = defaultPaymasterSigner): Address {
  return getContractAddress({ opcode: 'CREATE2', from: create2DeployerAddress, salt: zeroHash, bytecode: verifyingPaymasterInitCode(signer) })
}

const entryPointAbi = [
  { type: 'function', name: 'depositTo', stateMutability: 'payable', inputs: [{ name: 'account', type: 'address' }], outputs: [] },
] as const
const paymasterAbi = [
  { type: 'function', name: 'addStake', stateMutability: 'payable', inputs: [{ name: 'unstakeDelaySec', type: 'uint32' }], outputs: [] },
] as const

/**
 * Deploys eth-infinitism's VerifyingPaymaster (EntryPoint v0.7) for `signer` through the CREATE2
 * deployer, then deposits {@link devnetPaymasterFunding} at the EntryPoint for it and stakes it (its
 * owner is the CREATE2 deployer, impersonated for `addStake`). Needs the EntryPoint v0.7 deployed
 * (`deployAccountAbstraction`). A paymaster already there is left as it is.
 *
 * @returns the paymaster's address.
 * @throws {DevnetError} when a transaction fails.
 */
export async function deployVerifyingPaymaster({ rpcUrl, chainId, signer = defaultPaymasterSigner }: DeployVerifyingPaymasterParameters): Promise<Address> {
  const address = verifyingPaymasterAddress(signer)
  if ((await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])) !== '0x') return address
  const from = create2DeployerAddress
  await rpcBatch(rpcUrl, [
    { method: 'anvil_setBalance', params: [from, numberToHex(devnetPaymasterFunding.deposit + devnetPaymasterFunding.stake + parseEther('1'))] },
    { method: 'anvil_impersonateAccount', params: [from] },
  ])
  try {
    const send = async (to: Address, data: Hex, value: bigint, what: string) => {
      // The nonce read from the chain each time: the proxy is a contract whose nonce its own CREATE2
      // deployments raise, and anvil's guess for an impersonated contract could lag ("nonce too low").
      const nonce = await rpc<Hex>(rpcUrl, 'eth_getTransactionCount', [from, 'latest'])
      const hash = await rpc<Hex>(rpcUrl, 'eth_sendTransaction', [{ from, to, data, value: numberToHex(value), gas: numberToHex(3_000_000n), nonce }])
      const receipt = await waitForReceipt(rpcUrl, hash)
      if (receipt.status !== '0x1') throw new DevnetError(`${what} on chain ${chainId} failed (transaction ${hash}).`)
    }
    // The deployer proxy deploying through itself: `from` is the proxy, `to` the proxy, data salt ++ init code.
    await send(create2DeployerAddress, concat([zeroHash, verifyingPaymasterInitCode(signer)]), 0n, 'Deploying the VerifyingPaymaster')
    if ((await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])) === '0x') throw new DevnetError(`The VerifyingPaymaster has no code at ${address} on chain ${chainId}.`)
    const { deposit, stake, unstakeDelaySec } = devnetPaymasterFunding
    await send(accountAbstractionAddresses.entryPoint07, encodeFunctionData({ abi: entryPointAbi, functionName: 'depositTo', args: [address] }), deposit, 'Funding the paymaster')
    await send(address, encodeFunctionData({ abi: paymasterAbi, functionName: 'addStake', args: [unstakeDelaySec] }), stake, 'Staking the paymaster')
  } finally {
    await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [from])
  }
  return address
}
