import * as ecc from '@bitcoinerlab/secp256k1'
import { Signer } from 'bip322-js'
import { crypto as bitcoinCrypto, Psbt } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { InvalidParamsError } from '../errors.ts'
import { type BitcoinKey, bitcoinNetworks } from './deriveBitcoinKeys.ts'
import type { BitcoinWalletNetwork } from './types.ts'

const ECPair = ECPairFactory(ecc)

/** A BIP-322 "simple" signature (base64) of the message by the key's address (P2WPKH or P2TR), made by bip322-js. */
export function signBip322(key: BitcoinKey, network: BitcoinWalletNetwork, message: Uint8Array): string {
  const wif = ECPair.fromPrivateKey(Buffer.from(key.privateKey), { network: bitcoinNetworks[network] }).toWIF()
  return Signer.sign(wif, key.address, Buffer.from(message)).toString()
}

/**
 * Signs the inputs `indexes` of a PSBT with a payment (P2WPKH, ECDSA) or an ordinal key (P2TR key
 * path, Schnorr with the BIP-86 tweak), through bitcoinjs-lib. Not finalized: the dapp finalizes.
 *
 * @throws {InvalidParamsError} for bytes that are not a PSBT, or an input the key cannot sign.
 */
export function signPsbtInputs(psbtBytes: Uint8Array, network: BitcoinWalletNetwork, signings: readonly { key: BitcoinKey; taproot: boolean; indexes: readonly number[]; sigHash?: number | undefined }[]): Uint8Array {
  let psbt: Psbt
  try {
    psbt = Psbt.fromBuffer(Buffer.from(psbtBytes), { network: bitcoinNetworks[network] })
  } catch {
    throw new InvalidParamsError('psbt is not a PSBT.')
  }
  for (const { key, taproot, indexes, sigHash } of signings) {
    const pair = ECPair.fromPrivateKey(Buffer.from(key.privateKey), { network: bitcoinNetworks[network] })
    const signer = taproot ? pair.tweak(bitcoinCrypto.taggedHash('TapTweak', pair.publicKey.subarray(1))) : pair
    for (const index of indexes) {
      if (!Number.isInteger(index) || index < 0 || index >= psbt.inputCount) throw new InvalidParamsError(`The PSBT has no input ${index}.`)
      try {
        psbt.signInput(index, signer, sigHash === undefined ? undefined : [sigHash])
      } catch (cause) {
        throw new InvalidParamsError(`Input ${index} cannot be signed by ${key.address}: ${cause instanceof Error ? cause.message : String(cause)}`)
      }
    }
  }
  return psbt.toBuffer()
}
