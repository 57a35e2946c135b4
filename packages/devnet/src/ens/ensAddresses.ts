import type { Address } from 'viem'

/**
 * Where ENS lives on Ethereum mainnet, and where `deployEns` puts it on a chain-id-1 devnet. viem's
 * `getEnsAddress`, `getEnsName`, `getEnsAvatar` on `mainnet` call the Universal Resolver at
 * `universalResolver` (viem's `mainnet.contracts.ensUniversalResolver`), which reads the registry.
 */
export const ensMainnetAddresses = {
  /** ENSRegistryWithFallback: the registry every resolver lookup starts from. */
  registry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
  /** The original registry (2017) the current one falls back to for records it does not hold. */
  oldRegistry: '0x314159265dD8dbb310642f98f50C066173C1259b',
  /** The public resolver's mainnet address (the devnet places an earlier release of it there, see artifacts/README.md). */
  publicResolver: '0x231b0Ee14048e9dCcD1d247744d114a4EB5E8E63',
  /** The reverse registrar's mainnet address (same note). */
  reverseRegistrar: '0xa58E81fe9b61B5c3fE2AFD33CF304c454AbFc7Cb',
  /** viem's `mainnet.contracts.ensUniversalResolver`. */
  universalResolver: '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe',
} as const satisfies Record<string, Address>

/**
 * Who owns the root on the devnet (mainnet's ENS Root contract address, used here as an impersonated
 * account: no key exists). It gives out `eth` and `addr.reverse`, and `deployEns` deploys from it.
 */
export const ensDevnetRootOwner: Address = '0xaB528d626EC275E3faD363fF1393A41F581c5897'

/**
 * The gateway signer `deployOffchainResolver` trusts when given none: index 14 of the test mnemonic
 * (its key is as public as the mnemonic's: a server that signs ENS answers with it is for the devnet
 * only; the server's `PORTICO_ENS_SIGNER_KEY` is that index's key there).
 */
export const defaultEnsGatewaySigner: Address = '0xdF3e18d64BC6A983f673Ab319CCaE4f1a57C7097'
