/** A Bitcoin account (spec §3): an address of the wallet, for payments or for ordinals (inscriptions). */
export type BitcoinAccount = {
  address: string
  /** `payment` (BTC) or `ordinal` (inscriptions, usually taproot). */
  type: 'payment' | 'ordinal'
  /** The address's public key, hex (x-only for taproot); empty when the wallet did not say. */
  publicKey: string
  /** Its derivation path when the wallet tells it (e.g. `m/84'/0'/0'/0/0`), else undefined. */
  path: string | undefined
  namespace: 'bip122'
}

/** `signPsbt`: a PSBT and which of its inputs which address signs. */
export type BitcoinSignPsbtParameters = {
  /** The PSBT, base64 (BIP-174). */
  psbt: string
  /** Input indexes to sign, by address (an address of the connection). Default: every input, by the active address. */
  signInputs?: Readonly<Record<string, readonly number[]>> | undefined
  /** The connection to sign with; default the active Bitcoin connection. */
  connectorId?: string | undefined
}

/** What `signPsbt` resolves with: the PSBT with the wallet's signatures, base64 (not finalized, not broadcast). */
export type BitcoinSignPsbtResult = { psbt: string }
