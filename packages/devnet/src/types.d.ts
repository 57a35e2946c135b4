import type { Address } from 'viem';
import type { accountAbstractionAddresses } from './constants.ts';
/** An ERC-20 test token deployed on a devnet chain. */
export type TokenInfo = {
    address: Address;
    name: string;
    symbol: string;
    decimals: number;
};
/** A Uniswap v2 pool on a devnet chain. */
export type DevnetPool = {
    /** E.g. `ETH/PUSD` (ETH is WETH9 in the pair). */
    name: string;
    /** The pair contract. */
    address: Address;
    /** The pair's two tokens (WETH9 for ETH), in the order of the name. */
    tokens: readonly [Address, Address];
};
/** Uniswap v2 as deployed on a devnet chain. */
export type DevnetAmm = {
    weth: Address;
    factory: Address;
    router: Address;
    /** Who deployed it and owns the pools' liquidity. */
    liquidityProvider: Address;
    pools: DevnetPool[];
};
/**
 * ERC-4337 as deployed on a devnet chain (see `accountAbstractionAddresses`): the EntryPoint v0.8
 * (`entryPoint`) with eth-infinitism's `simpleAccountFactory`, and the EntryPoint v0.7 (`entryPoint07`) with
 * the Safe smart account's contracts.
 */
export type DevnetAccountAbstraction = {
    readonly [K in keyof typeof accountAbstractionAddresses]: Address;
} & {
    /** The version of `entryPoint`. */
    entryPointVersion: '0.8';
};
/** A chain to start. */
export type DevnetChainConfig = {
    chainId: number;
    /** 0 (or omitted) picks a free port. */
    port?: number;
    /** The bundler's port when `bundler` is on; 0 (or omitted) picks a free one. */
    bundlerPort?: number;
    /** Default: `Portico Devnet <chainId>`. */
    name?: string;
};
/** A running devnet chain. */
export type DevnetChain = {
    chainId: number;
    name: string;
    port: number;
    rpcUrl: string;
    tokens: TokenInfo[];
    /** Uniswap v2 (WETH9, factory, Router02) and the pools ETH/PUSD, ETH/PTK, PUSD/PTK. */
    amm: DevnetAmm;
    /** The ERC-4337 EntryPoint and smart-account factory. */
    accountAbstraction: DevnetAccountAbstraction;
    /** The chain's ERC-4337 bundler (alto), when started with `bundler: true`. */
    bundlerUrl?: string;
    /** The verifying paymaster (EntryPoint v0.7) for `paymasterSigner`, deposited and staked (see `deployVerifyingPaymaster`). */
    paymaster: Address;
};
export type StartDevnetOptions = {
    /** Default: `defaultDevnetChains` (31337 on port 8545, 31338 on port 8546). */
    chains?: readonly DevnetChainConfig[];
    /** Default `127.0.0.1`. */
    host?: string;
    /** Default: the standard test mnemonic. */
    mnemonic?: string;
    /** Hide anvil's output. Default true. */
    silent?: boolean;
    /**
     * Start an ERC-4337 bundler (alto) beside each chain. Default false: it adds seconds to start-up
     * (Node loading alto), so only what sends UserOperations asks for it.
     */
    bundler?: boolean;
    /**
     * The address whose signatures the devnet's verifying paymaster accepts: the sponsoring server's
     * signer (its key stays with the server). Default `defaultPaymasterSigner` (a test-mnemonic address).
     */
    paymasterSigner?: Address;
};
/** A running devnet: one anvil node per chain, with the test tokens deployed. */
export type Devnet = {
    chains: DevnetChain[];
    mnemonic: string;
    /** The first 10 accounts of the mnemonic, funded with ETH and test tokens on every chain. */
    accounts: Address[];
    /** Stops every node and resolves once their ports are free. Safe to call twice. */
    stop(): Promise<void>;
};
//# sourceMappingURL=types.d.ts.map