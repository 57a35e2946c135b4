import { type Address, createWalletClient, getAddress, http, publicActions } from 'viem'
import { devnetTokenMintAmount, devnetTokens } from '../constants.ts'
import { defineDevnetChain } from '../defineDevnetChain.ts'
import { DevnetError } from '../errors.ts'
import type { TokenInfo } from '../types.ts'
import type { TestTokenArtifact } from './loadTestTokenArtifact.ts'

export type DeployTestTokensParameters = {
  rpcUrl: string
  chainId: number
  /** An account the node has unlocked (anvil's account 0); it pays for the deployments. */
  deployer: Address
  /** Each gets {@link devnetTokenMintAmount} whole tokens of every test token. */
  recipients: readonly Address[]
  artifact: TestTokenArtifact
}

/**
 * Deploys the {@link devnetTokens} one after another (so on a fresh chain they land at the same
 * addresses every time) and returns where they landed.
 */
export async function deployTestTokens({
  rpcUrl,
  chainId,
  deployer,
  recipients,
  artifact,
}: DeployTestTokensParameters): Promise<TokenInfo[]> {
  const client = createWalletClient({
    account: deployer,
    chain: defineDevnetChain({ chainId, name: `Devnet ${chainId}`, rpcUrl }),
    transport: http(rpcUrl, { retryCount: 0 }),
    pollingInterval: 20,
  }).extend(publicActions)

  const tokens: TokenInfo[] = []
  for (const { name, symbol, decimals } of devnetTokens) {
    const hash = await client.deployContract({
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args: [name, symbol, decimals, recipients, devnetTokenMintAmount * 10n ** BigInt(decimals)],
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success' || !receipt.contractAddress) {
      throw new DevnetError(`Deploying ${symbol} on chain ${chainId} failed (transaction ${hash}).`)
    }
    tokens.push({ address: getAddress(receipt.contractAddress), name, symbol, decimals })
  }
  return tokens
}
