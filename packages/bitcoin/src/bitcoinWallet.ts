import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { BitcoinAccount } from './types'
import { features } from './walletStandard'

type Purpose = 'payment' | 'ordinals'
type FeatureOf<T> = Partial<Record<string, T>>

/** The Bitcoin Wallet Standard's methods (bitcoin:connect, bitcoin:signMessage, bitcoin:signTransaction). */
type StandardConnect = { connect(input: { purposes: Purpose[] }): Promise<{ accounts: readonly WalletAccount[] }> }
type StandardSignMessage = { signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]): Promise<readonly { signature: Uint8Array }[]> }
type StandardSignTransaction = {
  signTransaction(...inputs: { psbt: Uint8Array; chain: string; inputsToSign: { account: WalletAccount; signingIndexes: number[] }[] }[]): Promise<readonly { signedPsbt: Uint8Array }[]>
}
/** A sats-connect provider: JSON-RPC style `request(method, params)`. */
type SatsConnectProvider = { request(method: string, params: unknown): Promise<unknown> }
type SatsConnectAccount = { address: string; publicKey?: string; purpose?: string; derivationPath?: string }

/** One Bitcoin wallet's operations, the same whichever protocol it speaks. */
export type BitcoinWalletClient = {
  /** Asks for the payment and ordinal addresses. */
  connect(): Promise<BitcoinAccount[]>
  /** BIP-322 signature of the UTF-8 text by `address`, base64. */
  signMessage(address: string, message: string): Promise<string>
  /** Signs inputs of a base64 PSBT; resolves with the signed PSBT, base64. */
  signPsbt(parameters: { psbt: string; signInputs: Record<string, number[]>; chain: string; network: string }): Promise<string>
}

/** A Bitcoin wallet's error: its message, its code when it gave one (4001: the user refused). */
export class BitcoinWalletRequestError extends Error {
  override name = 'BitcoinWalletRequestError'
  readonly code: number | undefined
  constructor(message: string, code?: number | undefined) {
    super(message)
    this.code = code
  }
}

/** The client of a registered wallet: the Bitcoin Wallet Standard when it has `bitcoin:connect`, else its sats-connect provider. */
export function bitcoinWalletClient(wallet: Wallet): BitcoinWalletClient {
  return features.connect in wallet.features ? standardClient(wallet) : satsConnectClient(wallet)
}

function standardClient(wallet: Wallet): BitcoinWalletClient {
  const feature = <T>(name: string): T => {
    const found = (wallet.features as FeatureOf<T>)[name]
    if (!found) throw new BitcoinWalletRequestError(`${wallet.name} does not support ${name}`)
    return found
  }
  const account = (address: string) => {
    const found = wallet.accounts.find((candidate) => candidate.address === address)
    if (!found) throw new BitcoinWalletRequestError(`${wallet.name} has no account ${address}`)
    return found
  }
  return {
    async connect() {
      const purposes: Purpose[] = ['payment', 'ordinals']
      const { accounts } = await feature<StandardConnect>(features.connect).connect({ purposes })
      // The standard answers in the order of the purposes asked for.
      return accounts.map((walletAccount, index) => ({
        address: walletAccount.address,
        type: purposes[index] === 'ordinals' ? 'ordinal' : 'payment',
        publicKey: toHex(walletAccount.publicKey),
        path: undefined,
        namespace: 'bip122',
      }))
    },
    async signMessage(address, message) {
      const [output] = await feature<StandardSignMessage>(features.signMessage).signMessage({ account: account(address), message: new TextEncoder().encode(message) })
      if (!output) throw new BitcoinWalletRequestError(`${wallet.name} returned no signature`)
      return toBase64(output.signature)
    },
    async signPsbt({ psbt, signInputs, chain }) {
      const inputsToSign = Object.entries(signInputs).map(([address, indexes]) => ({ account: account(address), signingIndexes: [...indexes] }))
      const [output] = await feature<StandardSignTransaction>(features.signTransaction).signTransaction({ psbt: fromBase64(psbt), chain, inputsToSign })
      if (!output) throw new BitcoinWalletRequestError(`${wallet.name} returned no PSBT`)
      return toBase64(output.signedPsbt)
    },
  }
}

function satsConnectClient(wallet: Wallet): BitcoinWalletClient {
  const provider = (wallet.features as FeatureOf<{ provider: SatsConnectProvider }>)[features.satsConnect]?.provider
  const request = async <T>(method: string, params: unknown): Promise<T> => {
    if (!provider) throw new BitcoinWalletRequestError(`${wallet.name} has no sats-connect provider`)
    const response = (await provider.request(method, params)) as { result?: T; error?: { code?: number; message?: string } } | undefined
    if (!response || response.error) throw new BitcoinWalletRequestError(response?.error?.message ?? `${method} failed`, response?.error?.code)
    return response.result as T
  }
  return {
    async connect() {
      const result = await request<SatsConnectAccount[] | { addresses: SatsConnectAccount[] }>('getAccounts', { purposes: ['payment', 'ordinals'] })
      const accounts = Array.isArray(result) ? result : result.addresses
      return accounts.map((entry) => ({
        address: entry.address,
        type: entry.purpose === 'ordinals' ? 'ordinal' : 'payment',
        publicKey: entry.publicKey ?? '',
        path: entry.derivationPath,
        namespace: 'bip122',
      }))
    },
    async signMessage(address, message) {
      const { signature } = await request<{ signature: string }>('signMessage', { address, message, protocol: 'BIP322' })
      return signature
    },
    async signPsbt({ psbt, signInputs }) {
      const result = await request<{ psbt: string }>('signPsbt', { psbt, signInputs, broadcast: false })
      return result.psbt
    },
  }
}

/**
 * A wallet's Bitcoin accounts: those on a Bitcoin chain (`bitcoin:…`, `bip122:…`), or naming no
 * chain. A wallet may speak other namespaces with the same object; their accounts are left out.
 */
export function bitcoinAccountsOf(accounts: readonly WalletAccount[]): readonly WalletAccount[] {
  return accounts.filter((account) => !account.chains.length || account.chains.some((chain) => chain.startsWith('bitcoin:') || chain.startsWith('bip122:')))
}

/**
 * The Bitcoin accounts a Wallet Standard wallet already shares with this page (no prompt), for
 * reconnecting: a taproot address is taken for the ordinal one, any other for payment.
 */
export function sharedAccounts(wallet: Wallet): BitcoinAccount[] {
  return bitcoinAccountsOf(wallet.accounts).map((account) => ({
    address: account.address,
    type: /^(bc|tb|bcrt)1p/.test(account.address) ? 'ordinal' : 'payment',
    publicKey: toHex(account.publicKey),
    path: undefined,
    namespace: 'bip122',
  }))
}

export function toHex(bytes: ArrayLike<number>): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
