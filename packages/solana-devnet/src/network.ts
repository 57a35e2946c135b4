// What a dapp needs to know of the Solana test chain, without loading it (no LiteSVM here).

/**
 * The test chain's genesis hash (base58 of sha256('portico-solana-test-chain')): the same every
 * start, so its CAIP-2 id is stable.
 */
export const SOLANA_TEST_CHAIN_GENESIS_HASH = 'CE76eoDFmUDwvK8u5jqHEzEFEVnkcpSn2rHMSmTnZegT'

/** Its CAIP-2 reference: the first 32 characters of the genesis hash, as for every Solana cluster. */
export const SOLANA_TEST_CHAIN_REFERENCE = SOLANA_TEST_CHAIN_GENESIS_HASH.slice(0, 32)

/** Its CAIP-2 id. */
export const SOLANA_TEST_CHAIN_ID = `solana:${SOLANA_TEST_CHAIN_REFERENCE}` as const

/** The name it shows under: a local test chain, not the public Solana devnet cluster. */
export const SOLANA_TEST_CHAIN_NAME = 'Portico Solana Test Chain'

/** The port it listens on by default (a validator's RPC port is 8899). */
export const SOLANA_TEST_CHAIN_DEFAULT_PORT = 8899

/** The SPL token it funds: Portico USD on Solana. */
export const SOLANA_TEST_TOKEN = { name: 'Portico USD', symbol: 'PUSD', decimals: 6 } as const
