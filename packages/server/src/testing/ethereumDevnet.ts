import {
  defaultEnsGatewaySigner,
  deployOffchainResolver,
  ensDevnetRootOwner,
  ensMainnetAddresses,
  ethereumEthUsdFeed,
  ethereumUsdc,
  ethereumUsdcUsdFeed,
  loadEnsArtifacts,
  setEnsName,
  testMnemonic,
  updateChainlinkFeed,
} from '@portico/devnet'
import { type Address, type Hex, createPublicClient, createWalletClient, erc20Abi, getAddress, http, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { StartServerOptions } from '../startServer.ts'
import { startAccountApiStandIn } from './accountApiStandIn.ts'

/** The parent name whose subnames are the server's Portico names on the chain-id-1 devnet (`alice.portico.eth`). */
export const ethereumDevnetParentName = 'portico.eth'

/** An ENS name to give out on the chain-id-1 devnet (`<label>.eth`), with an avatar record (https) and as the account's primary name unless `primary` is false. */
export type EthereumDevnetName = { name: string; address: Address; avatar?: string | undefined; primary?: boolean | undefined }

/** What to send an account from the devnet's first (unlocked) account: ETH and USDC, in their smallest units. */
export type EthereumDevnetFunding = { address: Address; eth?: bigint | undefined; usdc?: bigint | undefined }

/** The gateway signer's key: index 14 of the test mnemonic, the signer `deployOffchainResolver` trusts by default (devnet only). */
function devnetGatewaySignerKey() {
  const account = mnemonicToAccount(testMnemonic, { addressIndex: 14 })
  if (getAddress(account.address) !== getAddress(defaultEnsGatewaySigner)) throw new Error('the devnet ENS gateway signer is not index 14 of the test mnemonic')
  return toHex(account.getHdKey().privateKey!)
}

/**
 * LOCAL DEVELOPMENT AND TESTS ONLY (`npm start`, the e2e tests). Makes a chain-id-1 devnet (started by
 * `startDevnet`, so `mainnetSteps` put Chainlink, USDC, ENS and Uniswap v3 at their Ethereum addresses)
 * what docs/guide/real-networks.md and ens.md have an operator configure for Ethereum, on 127.0.0.1:
 * an Etherscan-compatible account API (the stand-in, over the devnet's own blocks) and the ENS gateway's
 * offchain resolver for `portico.eth` pointed at `publicUrl` (trusting the devnet's gateway signer). Gives
 * out `names` and sends `fund`'s transfers (mined before it returns: history from before a server
 * started next sees them only through the account API). Returns the server's options for chain 1: its RPC, the account API, the gateway; the
 * Chainlink feeds, the token list and Uniswap v3 are the server's shipped Ethereum defaults.
 */
export async function prepareEthereumDevnet(options: {
  rpcUrl: string
  publicUrl: string
  accountApiPort?: number | undefined
  names?: readonly EthereumDevnetName[] | undefined
  fund?: readonly EthereumDevnetFunding[] | undefined
}) {
  const { rpcUrl, publicUrl, accountApiPort = 0, names = [], fund = [] } = options
  const artifacts = loadEnsArtifacts()
  const ens = { ...ensMainnetAddresses, rootOwner: ensDevnetRootOwner }
  const resolverAddress = await deployOffchainResolver({ rpcUrl, ens, artifacts, parentName: ethereumDevnetParentName, gatewayUrl: `${publicUrl}/v1/ens/gateway/{sender}/{data}.json` })
  for (const { name, address, avatar, primary } of names) {
    await setEnsName({ rpcUrl, ens, artifacts, name, address, texts: avatar ? { avatar } : {}, primary })
  }
  await sendFunds(rpcUrl, fund)
  const accountApi = await startAccountApiStandIn({ rpcUrl, port: accountApiPort })
  const serverOptions = {
    rpcUrls: { 1: rpcUrl },
    accountApiUrls: { 1: accountApi.url },
    ensGateway: { parentName: ethereumDevnetParentName, signerKey: devnetGatewaySignerKey(), resolverAddress },
  } satisfies Pick<StartServerOptions, 'rpcUrls' | 'accountApiUrls' | 'ensGateway'>
  return { serverOptions, accountApiUrl: accountApi.url, close: accountApi.close }
}

async function sendFunds(rpcUrl: string, fund: readonly EthereumDevnetFunding[]) {
  const wallet = createWalletClient({ transport: http(rpcUrl) })
  const [from] = await wallet.getAddresses()
  if (!from) throw new Error('the Ethereum devnet has no unlocked account')
  const hashes: Hex[] = []
  for (const { address, eth, usdc } of fund) {
    if (eth) hashes.push(await wallet.sendTransaction({ account: from, chain: null, to: address, value: eth }))
    if (usdc) hashes.push(await wallet.writeContract({ account: from, chain: null, address: ethereumUsdc, abi: erc20Abi, functionName: 'transfer', args: [address, usdc] }))
  }
  const client = createPublicClient({ transport: http(rpcUrl) })
  for (const hash of hashes) {
    if ((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status !== 'success') throw new Error(`funding on the Ethereum devnet failed (${hash})`)
  }
}

/**
 * Keeps the devnet's Chainlink ETH/USD and USDC/USD feeds fresh: a new round (ETH 3000, USDC 1) every
 * `everyMs` (default 30 minutes; ETH/USD's heartbeat is an hour, after which the server shows no price).
 * For a long-running `npm start`; returns a stop function.
 */
export function keepEthereumDevnetFeedsFresh({ rpcUrl, from, everyMs = 30 * 60_000 }: { rpcUrl: string; from: Address; everyMs?: number }): () => void {
  const timer = setInterval(() => {
    updateChainlinkFeed({ rpcUrl, address: ethereumEthUsdFeed, answer: 300_000_000_000n, from })
      .then(() => updateChainlinkFeed({ rpcUrl, address: ethereumUsdcUsdFeed, answer: 100_000_000n, from }))
      .catch((error: unknown) => console.warn('[ethereum devnet] refreshing the Chainlink feeds failed:', error))
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
