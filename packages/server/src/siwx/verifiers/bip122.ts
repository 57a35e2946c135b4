import { Verifier } from 'bip322-js'
import { SiwxError } from '../errors.ts'
import { readCaip122 } from './readCaip122.ts'
import type { SignInVerifier } from './types.ts'

/** Bitcoin mainnet's CAIP-2 reference; its addresses are `bc1…`, `1…`, `3…`; every other network's are test addresses. */
const bitcoinMainnet = '000000000019d6689c085ae165831e93'
/** Bitcoin regtest's reference: `bcrt1…` addresses. */
const bitcoinRegtest = '0f9188f13cb7b2c71f2a335e3a4fc328'

/**
 * Bitcoin sign-in (CAIP-122, 'Bitcoin'): a BIP-322 signature (base64, simple or full) by the
 * address, checked here with `bip322-js` in strict mode (a legacy BIP-137 signature must carry its
 * address type's flag); the address must be of the message's network.
 */
export const bip122Verifier: SignInVerifier = {
  read: (message) => readCaip122(message, 'bip122', 'Bitcoin'),
  offlineReference: /^[0-9a-f]{32}$/,
  verify({ fields: { address, reference }, message, signature }) {
    const prefix = reference === bitcoinMainnet ? /^(bc1|[13])/ : reference === bitcoinRegtest ? /^(bcrt1|[mn2])/ : /^(tb1|[mn2])/
    if (!prefix.test(address)) throw new SiwxError('siwx_invalid_message', `The address is not of the network bip122:${reference}`)
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) throw new SiwxError('siwx_invalid_signature', 'The signature is not base64')
    let valid = false
    try {
      valid = Verifier.verifySignature(address, message, signature, true)
    } catch (cause) {
      throw new SiwxError('siwx_invalid_signature', 'The signature is not a BIP-322 signature of this address', { cause })
    }
    if (!valid) throw new SiwxError('siwx_invalid_signature', 'The signature is not from the account in the message')
  },
}
