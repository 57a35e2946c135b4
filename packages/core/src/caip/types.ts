/** The chain namespaces Portico supports (CAIP-2 namespaces). */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'

/**
 * A CAIP-2 network id: `<namespace>:<reference>`.
 *
 * @example
 * const mainnet: CaipNetworkId = 'eip155:1'
 */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/**
 * A CAIP-10 account id: `<namespace>:<reference>:<address>`.
 *
 * @example
 * const account: CaipAddress = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/** The parts of a CAIP-2 network id. */
export type ParsedCaipNetworkId<namespace extends ChainNamespace = ChainNamespace> = {
  chainNamespace: namespace
  chainId: string
}

/** The parts of a CAIP-10 account id. */
export type ParsedCaipAddress<namespace extends ChainNamespace = ChainNamespace> = {
  chainNamespace: namespace
  chainId: string
  address: string
}
