/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_DEVNET_RPC_URL?: string
  readonly VITE_DEVNET2_RPC_URL?: string
  /** The chain-id-1 devnet ('Ethereum (devnet)', `npm start` runs one on 8547): listed in Ethereum's place. */
  readonly VITE_ETHEREUM_DEVNET_RPC_URL?: string
  /** The Solana test chain (`npm start` runs one on 8899). */
  readonly VITE_SOLANA_RPC_URL?: string
  /** Its SPL test token's mint (PUSD). */
  readonly VITE_SOLANA_TOKEN_MINT?: string
  /** A Polkadot (Westend) node's JSON-RPC HTTP endpoint for balances; unset: the public one. */
  readonly VITE_POLKADOT_RPC_URL?: string
  /** A Cosmos Hub REST (LCD) endpoint for balances; unset: the public one. */
  readonly VITE_COSMOS_REST_URL?: string
  /** The Portico server (`npm start` runs one); unset: the demo runs without a server. */
  readonly VITE_PORTICO_SERVER_URL?: string
  readonly VITE_PORTICO_PROJECT_ID?: string
  /** A WalletConnect (Reown) project id: WalletConnect on the public relay. */
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string
  /** A relay URL; without a project id it is the local development relay (`npm start` runs one). */
  readonly VITE_WALLETCONNECT_RELAY_URL?: string
  /** `portico`: WalletConnect on Portico's own Sign client; unset: the official client (2.21.8). */
  readonly VITE_WALLETCONNECT_CLIENT?: string
}
