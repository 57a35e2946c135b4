import { type Address, getAddress } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { type AnvilInstance, spawnAnvil } from './anvil/spawnAnvil.ts'
import { resolveAnvilBinary } from './anvil/resolveAnvilBinary.ts'
import { deployUniswapV2 } from './amm/deployUniswapV2.ts'
import { type BundlerInstance, startBundler } from './bundler/startBundler.ts'
import { deployAccountAbstraction } from './erc4337/deployAccountAbstraction.ts'
import { deployVerifyingPaymaster } from './paymaster/deployVerifyingPaymaster.ts'
import { loadAccountAbstractionArtifacts } from './erc4337/loadAccountAbstractionArtifacts.ts'
import { loadUniswapV2Artifacts } from './amm/loadUniswapV2Artifacts.ts'
import { defaultDevnetChains, devnetBundlerAccountIndexes, devnetLiquidityProvider, testMnemonic } from './constants.ts'
import { DevnetError } from './errors.ts'
import { deployMulticall3 } from './multicall/deployMulticall3.ts'
import { runMainnetSteps } from './mainnet/mainnetSteps.ts'
import { deployIdRegistry } from './farcaster/deployIdRegistry.ts'
import { deployTestTokens } from './tokens/deployTestTokens.ts'
import { loadTestTokenArtifact } from './tokens/loadTestTokenArtifact.ts'
import type { Devnet, DevnetChainConfig, StartDevnetOptions } from './types.ts'

/**
 * Starts a local EVM devnet: one anvil node per chain, each with the test tokens (PUSD, PTK)
 * deployed and minted to the first 10 accounts, and Uniswap v2 with the pools ETH/PUSD, ETH/PTK
 * and PUSD/PTK, and ERC-4337 (the EntryPoint v0.8 and `SimpleAccountFactory`, see
 * `accountAbstractionAddresses`; a funded, staked verifying paymaster for the EntryPoint v0.7); with `bundler: true`, an ERC-4337 bundler (alto) beside each node.
 * Resolves once every node (and bundler) answers.
 * The nodes are killed by `stop()`, and also when this process exits or gets SIGINT/SIGTERM.
 *
 * @throws {PortInUseError} when a fixed port is taken (use `port: 0` for a free one).
 *
 * @example
 * const devnet = await startDevnet({ chains: [{ chainId: 31337, port: 0 }] })
 * console.log(devnet.chains[0].rpcUrl, devnet.chains[0].tokens)
 * await devnet.stop()
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const { chains = defaultDevnetChains, host = '127.0.0.1', mnemonic = testMnemonic, silent = true, bundler = false, paymasterSigner } = options
  assertValidChains(chains)
  const binary = resolveAnvilBinary()

  const started = await Promise.allSettled(
    chains.map(({ chainId, port = 0 }) => spawnAnvil({ binary, chainId, host, port, mnemonic, silent })),
  )
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const bundlers: BundlerInstance[] = []
  const stopNodes = () => Promise.all([...bundlers, ...nodes].map((process) => process.stop())).then(() => {})

  try {
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason

    // Synchronous (a cache read, or seconds of solc on the first run).
    const artifact = loadTestTokenArtifact()
    const uniswap = loadUniswapV2Artifacts()
    const accountAbstraction = loadAccountAbstractionArtifacts()
    const aaDeployer = mnemonicToAccount(mnemonic, { addressIndex: devnetBundlerAccountIndexes.utility }).address
    const accounts = await getAccounts(nodes[0]!)
    await Promise.all(nodes.map((node) => deployMulticall3(node.rpcUrl)))
    await Promise.all(nodes.map((node) => deployIdRegistry(node.rpcUrl, mnemonic)))
    // The liquidity provider gets the same mint as the test accounts; most of it goes into the pools.
    const recipients = [...accounts, devnetLiquidityProvider]
    const deployed = await Promise.all(
      nodes.map(async (node) => {
        const tokens = await deployTestTokens({ rpcUrl: node.rpcUrl, chainId: node.chainId, deployer: accounts[0]!, recipients, artifact })
        const amm = await deployUniswapV2({ rpcUrl: node.rpcUrl, chainId: node.chainId, tokens, artifacts: uniswap })
        const aa = await deployAccountAbstraction({ rpcUrl: node.rpcUrl, chainId: node.chainId, deployer: aaDeployer, artifacts: accountAbstraction })
        const paymaster = await deployVerifyingPaymaster({ rpcUrl: node.rpcUrl, chainId: node.chainId, signer: paymasterSigner })
        // Chain id 1: mainnet-shaped, with real contracts at their canonical addresses (see mainnetSteps).
        if (node.chainId === 1) await runMainnetSteps({ rpcUrl: node.rpcUrl, chainId: node.chainId, accounts })
        return { tokens, amm, accountAbstraction: aa, paymaster }
      }),
    )
    if (bundler) {
      const results = await Promise.allSettled(
        nodes.map((node, index) =>
          startBundler({
            rpcUrl: node.rpcUrl,
            chainId: node.chainId,
            entryPoints: [deployed[index]!.accountAbstraction.entryPoint, deployed[index]!.accountAbstraction.entryPoint07],
            mnemonic,
            port: chains[index]!.bundlerPort ?? 0,
            silent,
          }),
        ),
      )
      for (const result of results) if (result.status === 'fulfilled') bundlers.push(result.value)
      const failed = results.find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
    }

    let stopping: Promise<void> | undefined
    return {
      chains: nodes.map((node, index) => ({
        chainId: node.chainId,
        name: chains[index]!.name ?? `Portico Devnet ${node.chainId}`,
        port: node.port,
        rpcUrl: node.rpcUrl,
        tokens: deployed[index]!.tokens,
        amm: deployed[index]!.amm,
        accountAbstraction: deployed[index]!.accountAbstraction,
        paymaster: deployed[index]!.paymaster,
        ...(bundler ? { bundlerUrl: bundlers[index]!.url } : {}),
      })),
      mnemonic,
      accounts,
      stop: () => (stopping ??= stopNodes()),
    }
  } catch (error) {
    await stopNodes()
    throw error
  }
}

function assertValidChains(chains: readonly DevnetChainConfig[]): void {
  if (chains.length === 0) throw new DevnetError('startDevnet: `chains` must not be empty.')
  const chainIds = new Set<number>()
  const ports = new Set<number>()
  for (const { chainId, port = 0 } of chains) {
    if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new DevnetError(`startDevnet: invalid chain id ${chainId}.`)
    if (chainIds.has(chainId)) throw new DevnetError(`startDevnet: chain id ${chainId} is listed twice.`)
    chainIds.add(chainId)
    if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new DevnetError(`startDevnet: invalid port ${port}.`)
    if (port !== 0 && ports.has(port)) throw new DevnetError(`startDevnet: port ${port} is listed twice.`)
    ports.add(port)
  }
  for (const { bundlerPort = 0 } of chains) {
    if (!Number.isInteger(bundlerPort) || bundlerPort < 0 || bundlerPort > 65_535) throw new DevnetError(`startDevnet: invalid bundler port ${bundlerPort}.`)
    if (bundlerPort !== 0 && ports.has(bundlerPort)) throw new DevnetError(`startDevnet: port ${bundlerPort} is listed twice.`)
    ports.add(bundlerPort)
  }
}

/** The node's first 10 unlocked accounts (anvil derives them from the mnemonic). */
async function getAccounts(node: AnvilInstance): Promise<Address[]> {
  const response = await fetch(node.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_accounts', params: [] }),
  })
  const { result } = (await response.json()) as { result?: string[] }
  if (!Array.isArray(result) || result.length < 10) throw new DevnetError(`eth_accounts on ${node.rpcUrl} returned ${JSON.stringify(result)}.`)
  return result.slice(0, 10).map((address) => getAddress(address))
}
