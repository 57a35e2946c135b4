/** The standard test mnemonic (anvil's and hardhat's default). Never use it for real funds. */
export const testMnemonic = 'test test test test test test test test test test test junk'

/** The chains `startDevnet()` starts when no `chains` option is given. */
export const defaultDevnetChains = [
  { chainId: 31337, port: 8545, name: 'Portico Devnet' },
  { chainId: 31338, port: 8546, name: 'Portico Devnet 2' },
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
