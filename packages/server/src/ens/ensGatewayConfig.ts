import type { Address, Hex } from 'viem'

/**
 * The operator's ENS gateway (ERC-3668 CCIP-Read): Portico names answer as `<name>.<parentName>`
 * in any ENS-aware wallet once the operator's `parentName` points at an offchain resolver
 * (`@ensdomains/offchain-resolver-contracts`) that trusts `signerKey`'s address and whose URL is
 * `<publicUrl>/v1/ens/gateway/{sender}/{data}.json`.
 */
export type EnsGatewayConfig = {
  /** The ENS name the operator owns, normalized (e.g. `portico.eth`). */
  parentName: string
  /** The key that signs answers (its address is one of the resolver's `signers`). Keep it out of the code. */
  signerKey: Hex
  /** The offchain resolver's address: the only `sender` the gateway signs for. */
  resolverAddress: Address
  /** How long a signed answer stays valid, in seconds (default 300). */
  ttlSeconds?: number | undefined
}
