import { SiwxError } from '../errors.ts'
import { parseCaip122Message } from '../parseCaip122Message.ts'
import type { SignInFields } from './types.ts'

/**
 * The fields of a CAIP-122 message naming `blockchain` (e.g. 'Solana' in its first line), for
 * `namespace`; undefined when the message is not CAIP-122 or names another blockchain.
 *
 * @throws {SiwxError} `siwx_invalid_message`: not version 1, a nonce under 8 letters or digits, a date that is not one.
 */
export function readCaip122(message: string, namespace: string, blockchain: string): SignInFields | undefined {
  const caip122 = parseCaip122Message(message)
  if (caip122?.blockchain !== blockchain) return undefined
  const dates = [caip122.issuedAt, caip122.expirationTime, caip122.notBefore].map((value) => (value === undefined ? undefined : new Date(value)))
  if (caip122.version !== '1' || !/^[a-zA-Z0-9]{8,}$/.test(caip122.nonce) || dates.some((date) => date && Number.isNaN(date.getTime())))
    throw new SiwxError('siwx_invalid_message', `The message is not a ${blockchain} sign-in message`)
  return {
    address: caip122.address,
    caip2: `${namespace}:${caip122.reference}`,
    reference: caip122.reference,
    domain: caip122.domain,
    nonce: caip122.nonce,
    uri: caip122.uri,
    scheme: caip122.scheme,
    issuedAt: dates[0]!,
    expirationTime: dates[1],
    notBefore: dates[2],
  }
}
