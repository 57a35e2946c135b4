import type { Connector } from '@portico/core'

// The Keplr wallet interface (what `window.keplr` offers; Leap and others offer the same one under
// their own global): `enable(chainIds)` lets the site use the chains, `getKey(chainId)` gives the
// account, `signArbitrary` signs text as an ADR-036 amino sign doc.

/** The account of a chain, as `getKey` gives it. */
export type KeplrKey = {
  name: string
  algo: string
  pubKey: Uint8Array
  address: Uint8Array
  bech32Address: string
}

/** An ADR-036 signature: the signer's public key and the base64 secp256k1 signature. */
export type KeplrStdSignature = { pub_key: { type: string; value: string }; signature: string }

/** The part of the Keplr interface the adapter uses. */
export type KeplrInterface = {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<KeplrStdSignature>
}

/** A wallet that offers the interface: the global it sits on and the window event it fires when its account changes. */
export type KeplrWallet = {
  /** The connector id's suffix (`cosmos:<id>`). */
  id: string
  name: string
  /** The global the interface sits on (`keplr` for `window.keplr`). */
  global: string
  /** The window event fired when the user changes the account (`keplr_keystorechange`). */
  changeEvent: string
  icon?: string | undefined
}

/** Keplr and Leap, the wallets that offer the interface under their own global. */
export const defaultKeplrWallets: readonly KeplrWallet[] = [
  { id: 'keplr', name: 'Keplr', global: 'keplr', changeEvent: 'keplr_keystorechange' },
  { id: 'leap', name: 'Leap', global: 'leap', changeEvent: 'leap_keystorechange' },
]

/** The interface of a wallet when it is on the page (the methods the adapter calls are there). */
export function keplrOf(target: object, wallet: KeplrWallet): KeplrInterface | undefined {
  const candidate = (target as Record<string, unknown>)[wallet.global] as Partial<KeplrInterface> | undefined
  return candidate && typeof candidate.enable === 'function' && typeof candidate.getKey === 'function' && typeof candidate.signArbitrary === 'function'
    ? (candidate as KeplrInterface)
    : undefined
}

export const connectorIdOf = (wallet: KeplrWallet) => `cosmos:${wallet.id}`

export function toConnector(wallet: KeplrWallet): Connector {
  return { id: connectorIdOf(wallet), name: wallet.name, type: 'injected', chainNamespace: 'cosmos', icon: wallet.icon, installed: true }
}
