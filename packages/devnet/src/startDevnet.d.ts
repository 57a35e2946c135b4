import type { Devnet, StartDevnetOptions } from './types.ts';
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
export declare function startDevnet(options?: StartDevnetOptions): Promise<Devnet>;
//# sourceMappingURL=startDevnet.d.ts.map