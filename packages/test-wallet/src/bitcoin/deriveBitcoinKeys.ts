import * as ecc from '@bitcoinerlab/secp256k1'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { initEccLib, networks, payments } from 'bitcoinjs-lib'
import { testMnemonic } from '../constants.ts'
import type { BitcoinTestAccount, BitcoinWalletNetwork } from './types.ts'

initEccLib(ecc)

/** bitcoinjs-lib's parameters of each network (signet uses testnet's). */
export const bitcoinNetworks = { mainnet: networks.bitcoin, testnet: networks.testnet, regtest: networks.regtest } as const

/** One address's key: its 32-byte private key and compressed public key. */
export type BitcoinKey = { path: string; privateKey: Uint8Array; publicKey: Uint8Array; address: string }

/**
 * The payment (BIP-84, P2WPKH) and ordinal (BIP-86, P2TR key path) keys of account `index` of a
 * mnemonic: `m/84'/c'/0'/0/index` and `m/86'/c'/0'/0/index`, c = 0 on mainnet, 1 on test networks.
 */
export function deriveBitcoinKeys(mnemonic: string, network: BitcoinWalletNetwork): (index: number) => { payment: BitcoinKey; ordinal: BitcoinKey } {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic))
  const coin = network === 'mainnet' ? 0 : 1
  const params = bitcoinNetworks[network]
  const key = (path: string, address: (publicKey: Buffer) => string | undefined): BitcoinKey => {
    const node = root.derive(path)
    const publicKey = node.publicKey!
    return { path, privateKey: node.privateKey!, publicKey, address: address(Buffer.from(publicKey))! }
  }
  const cache = new Map<number, { payment: BitcoinKey; ordinal: BitcoinKey }>()
  return (index) => {
    let keys = cache.get(index)
    if (!keys) {
      keys = {
        payment: key(`m/84'/${coin}'/0'/0/${index}`, (pubkey) => payments.p2wpkh({ pubkey, network: params }).address),
        ordinal: key(`m/86'/${coin}'/0'/0/${index}`, (pubkey) => payments.p2tr({ internalPubkey: pubkey.subarray(1), network: params }).address),
      }
      cache.set(index, keys)
    }
    return keys
  }
}

/** What a dapp sees of account `index`: the addresses, their public keys (x-only for taproot) and paths. */
export function describeBitcoinAccount(keys: { payment: BitcoinKey; ordinal: BitcoinKey }): BitcoinTestAccount {
  const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
  return {
    payment: { address: keys.payment.address, publicKey: hex(keys.payment.publicKey), path: keys.payment.path },
    ordinal: { address: keys.ordinal.address, publicKey: hex(keys.ordinal.publicKey.subarray(1)), path: keys.ordinal.path },
  }
}

/**
 * The payment and ordinal addresses of the Bitcoin test accounts (default the standard test
 * mnemonic, testnet), to fund or to check against.
 *
 * @example
 * const [first] = bitcoinTestAccounts({ count: 1 }) // first.payment.address: tb1q…
 */
export function bitcoinTestAccounts(options: { mnemonic?: string; network?: BitcoinWalletNetwork; count?: number } = {}): BitcoinTestAccount[] {
  const keys = deriveBitcoinKeys(options.mnemonic ?? testMnemonic, options.network ?? 'testnet')
  return Array.from({ length: options.count ?? 10 }, (_, index) => describeBitcoinAccount(keys(index)))
}
