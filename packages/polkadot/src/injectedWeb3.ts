import type { Connector } from '@portico/core'

// The injectedWeb3 interface (what @polkadot/extension-inject defines and @polkadot/extension-dapp
// reads): each extension adds itself to `window.injectedWeb3[name]`; `enable(originName)` asks the
// user to let the site in and resolves with the extension's accounts and signer.

/** An account an extension gives the page. */
export type InjectedAccount = {
  address: string
  name?: string | undefined
  genesisHash?: string | null | undefined
  /** The key type: sr25519, ed25519, ecdsa, or ethereum (an H160 account, not a substrate one). */
  type?: string | undefined
}

export type SignerPayloadRaw = { address: string; data: string; type: 'bytes' | 'payload' }
export type SignerResult = { id: number; signature: string }

/** What `enable` resolves with. */
export type Injected = {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    subscribe?(callback: (accounts: InjectedAccount[]) => void | Promise<void>): () => void
  }
  signer: { signRaw?(payload: SignerPayloadRaw): Promise<SignerResult> }
}

/** An extension's entry in `window.injectedWeb3`. */
export type InjectedExtension = {
  version?: string | undefined
  enable?(originName: string): Promise<Injected>
  connect?(originName: string): Promise<Injected & { name: string; version: string }>
}

/** Where extensions inject themselves (the page's `window`). */
export type InjectedWindow = { injectedWeb3?: Record<string, InjectedExtension> | undefined }

/** The names of well-known extensions, by their injectedWeb3 key. */
const knownNames: Record<string, string> = {
  'polkadot-js': 'polkadot{.js}',
  'subwallet-js': 'SubWallet',
  talisman: 'Talisman',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
  'nova-wallet': 'Nova Wallet',
}

/** The extensions present on the page: those with an `enable` or `connect` hook. */
export function injectedExtensions(target: InjectedWindow): [string, InjectedExtension][] {
  const injected = target.injectedWeb3
  if (!injected || typeof injected !== 'object') return []
  return Object.entries(injected).filter(([, extension]) => typeof extension?.enable === 'function' || typeof extension?.connect === 'function')
}

export const connectorIdOf = (key: string) => `polkadot:${key}`

export function toConnector(key: string): Connector {
  return { id: connectorIdOf(key), name: knownNames[key] ?? key, type: 'injected', chainNamespace: 'polkadot', installed: true }
}

/** The substrate accounts of a list (an extension may also hold ethereum-type H160 accounts, left out). */
export function substrateAddresses(accounts: readonly InjectedAccount[]): string[] {
  return accounts.filter((account) => account.type !== 'ethereum' && typeof account.address === 'string').map((account) => account.address)
}

/** UTF-8 text as the 0x-hex `data` of a raw `bytes` signing request. */
export function textToHex(text: string): string {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex
}
