/** The standard test mnemonic (anvil's and hardhat's default). Never use it for real funds. */
export const testMnemonic = 'test test test test test test test test test test test junk'

/** The chains `startDevnet()` starts when no `chains` option is given (with their bundlers' ports, for `bundler: true`). */
export const defaultDevnetChains = [
  { chainId: 31337, port: 8545, bundlerPort: 4337, name: 'Portico Devnet' },
  { chainId: 31338, port: 8546, bundlerPort: 4338, name: 'Portico Devnet 2' },
] as const

/** The test tokens deployed on every devnet chain, in deployment order (nonce 0, 1, …). */
export const devnetTokens = [
  { name: 'Portico USD', symbol: 'PUSD', decimals: 6 },
  { name: 'Portico Token', symbol: 'PTK', decimals: 18 },
] as const

/** Whole tokens minted to each of the first 10 test accounts, for every test token. */
export const devnetTokenMintAmount = 1_000_000n

/**
 * Where the test tokens land on a fresh devnet chain started with {@link testMnemonic}
 * (deployed by account 0 at nonces 0 and 1). Same addresses on every chain.
 */
export const devnetTokenAddresses = {
  PUSD: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  PTK: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
} as const

/** Multicall3's canonical address (same on most public chains); `startDevnet` puts it there too. */
export const multicall3Address = '0xcA11bde05977b3631167028862bE2a173976CA11' as const

/**
 * The account that deploys the Uniswap v2 contracts and provides the pools' liquidity on every
 * devnet chain: index 10 of {@link testMnemonic} (so its key is as public as the others'), outside
 * the 10 funded test accounts, whose balances and activity it leaves alone. `startDevnet` uses it
 * through `anvil_impersonateAccount`, so the addresses below do not depend on the mnemonic.
 */
export const devnetLiquidityProvider = '0xBcd4042DE499D14e55001CcbB24a551F3b954096' as const

/**
 * Where `startDevnet` deploys Uniswap v2 (from the `@uniswap/v2-core` and `@uniswap/v2-periphery`
 * npm artifacts) on every chain: WETH9, the factory and Router02, by {@link devnetLiquidityProvider}
 * at nonces 0, 1 and 2.
 */
export const devnetAmmAddresses = {
  WETH9: '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9',
  UniswapV2Factory: '0x10Aeafac83d48E2f9ac4bAAf94311c45fACe1404',
  UniswapV2Router02: '0xCABEe62adFB2a4d4172Fc2F7536f324FC52C274a',
} as const

/**
 * keccak256 of the UniswapV2Pair creation code: the factory deploys pairs with CREATE2 and this hash,
 * which Router02 has built in (the same as on Ethereum mainnet).
 */
export const uniswapV2PairInitCodeHash = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f' as const

/** A pool `startDevnet` creates; `ETH` is WETH9 in the pair. Amounts are whole tokens. */
export type DevnetPoolDefinition = {
  name: string
  /** The pair contract (CREATE2 of the factory: same on every chain). */
  address: `0x${string}`
  /** Symbols: `ETH` or a test token's. */
  tokens: readonly [string, string]
  /** The liquidity added, in whole tokens, in the order of `tokens`. */
  amounts: readonly [bigint, bigint]
}

/**
 * The pools on every devnet chain, priced as the Portico server's devnet prices (ETH 3000 USD,
 * PUSD 1, PTK 0.5): 100 ETH / 300,000 PUSD, 100 ETH / 600,000 PTK, 100,000 PUSD / 200,000 PTK.
 */
export const devnetPools: readonly DevnetPoolDefinition[] = [
  { name: 'ETH/PUSD', address: '0x19344dC39a11e5b5D014130eaEf2D6656aCEA870', tokens: ['ETH', 'PUSD'], amounts: [100n, 300_000n] },
  { name: 'ETH/PTK', address: '0x1eFAB940412859C7B087d80b8A3Ebf4Eb9905728', tokens: ['ETH', 'PTK'], amounts: [100n, 600_000n] },
  { name: 'PUSD/PTK', address: '0xf031a564D42c66a51D83a3315964Ca2224ef91C4', tokens: ['PUSD', 'PTK'], amounts: [100_000n, 200_000n] },
]

/**
 * The CREATE2 deployer anvil ships at genesis (Arachnid's "deterministic deployment proxy": call it
 * with `salt ++ initcode`), the same contract public chains use for ERC-4337's canonical addresses.
 */
export const create2DeployerAddress = '0x4e59b44847b379578588920cA78FbF26c0B4956C' as const

/**
 * The Safe singleton factory: the same CREATE2 proxy at the address Safe deployed its contracts through
 * on public chains; `startDevnet` puts its code there (`anvil_setCode`), so Safe's contracts land at
 * their canonical addresses.
 */
export const safeSingletonFactoryAddress = '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7' as const

/**
 * ERC-4337 on every devnet chain, each contract at its canonical address (the one public chains, bundlers,
 * viem and permissionless know), from the audited npm releases' own bytecode (not recompiled):
 * - `entryPoint`: the EntryPoint v0.8, and `simpleAccountFactory`, eth-infinitism's SimpleAccountFactory for it
 *   (`@account-abstraction/contracts` 0.8.0);
 * - `entryPoint07`: the EntryPoint v0.7 (0.7.0), and the Safe smart account for it: `safeSingleton` (Safe 1.4.1),
 *   `safeProxyFactory`, `safeMultiSend`, `safeMultiSendCallOnly` (`@safe-global/safe-contracts` 1.4.1),
 *   `safeModuleSetup` and `safe4337Module` (`@safe-global/safe-4337` 0.3.0). A Safe answers ERC-1271, so its
 *   signatures verify (ERC-6492 before it is deployed); the Simple account does not.
 */
export const accountAbstractionAddresses = {
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  simpleAccountFactory: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
  entryPoint07: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  safeSingleton: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
  safeProxyFactory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
  safeMultiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
  safeMultiSendCallOnly: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
  safeModuleSetup: '0x2dd68b007B46fBe91B9A7c3EDa5A7a1063cB5b47',
  safe4337Module: '0x75cf11467937ce3F2f357CE24ffc3DBF8fD5c226',
} as const

/**
 * Indexes of {@link testMnemonic} the devnet's bundler signs with (outside the 10 funded test accounts,
 * like the liquidity provider at index 10): the executor sends the bundles, the utility account deploys
 * the bundler's simulation contracts and the ERC-4337 contracts above. `startDevnet` gives both ETH.
 */
export const devnetBundlerAccountIndexes = { executor: 11, utility: 12 } as const
