export { startSolanaDevnet, type SolanaDevnet, type StartSolanaDevnetOptions } from './startSolanaDevnet'
export type { SolanaTestToken } from './testToken'
export { SolanaDevnetError, SolanaRpcError } from './errors'
export {
  SOLANA_TEST_CHAIN_DEFAULT_PORT,
  SOLANA_TEST_CHAIN_GENESIS_HASH,
  SOLANA_TEST_CHAIN_ID,
  SOLANA_TEST_CHAIN_NAME,
  SOLANA_TEST_CHAIN_REFERENCE,
  SOLANA_TEST_TOKEN,
} from './network'
