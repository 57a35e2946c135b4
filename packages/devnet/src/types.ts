import type { Address } from 'viem'

/** An ERC-20 test token deployed on a devnet chain. */
export type TokenInfo = {
  address: Address
  name: string
  symbol: string
  decimals: number
}

/** A chain to start. */
export type DevnetChainConfig = {
  chainId: number
  /** 0 (or omitted) picks a free port. */
  port?: number
  /** Default: `Portico Devnet <chainId>`. */
  name?: string
}

/** A running devnet chain. */
export type DevnetChain = {
  chainId: number
  name: string
  port: number
  rpcUrl: string
  tokens: TokenInfo[]
}

export type StartDevnetOptions = {
  /** Default: `defaultDevnetChains` (31337 on port 8545, 31338 on port 8546). */
  chains?: readonly DevnetChainConfig[]
  /** Default `127.0.0.1`. */
  host?: string
  /** Default: the standard test mnemonic. */
  mnemonic?: string
  /** Hide anvil's output. Default true. */
  silent?: boolean
}

/** A running devnet: one anvil node per chain, with the test tokens deployed. */
export type Devnet = {
  chains: DevnetChain[]
  mnemonic: string
  /** The first 10 accounts of the mnemonic, funded with ETH and test tokens on every chain. */
  accounts: Address[]
  /** Stops every node and resolves once their ports are free. Safe to call twice. */
  stop(): Promise<void>
}
