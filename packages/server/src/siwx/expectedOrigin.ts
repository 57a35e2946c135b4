import { isOriginListed } from '../projects/origins.ts'
import { SiwxError } from './errors.ts'

export type MessageOriginFields = {
  domain: string
  uri: string
  /** EIP-4361's optional `scheme://` before the domain. */
  scheme?: string | undefined
}

/**
 * The origin a sign-in message must be for, and the check that it is: the origin that asked for
 * the nonce, else the one verifying it, else the message's own URI; it must be on the project's
 * allow-list, every one of those that is known must agree, and the message's domain, URI and scheme
 * must all be that origin's.
 *
 * @throws {SiwxError} `siwx_domain_mismatch` (another site's domain, or an origin the project does
 *   not list), `siwx_uri_mismatch` (URI or scheme of another origin).
 */
export function checkMessageOrigin(
  fields: MessageOriginFields,
  parameters: { nonceOrigin: string | null; requestOrigin: string | undefined; allowedOrigins: readonly string[] },
): string {
  const uriOrigin = originOf(fields.uri)
  const expected = parameters.nonceOrigin ?? parameters.requestOrigin ?? uriOrigin
  if (!isOriginListed(expected, parameters.allowedOrigins))
    throw new SiwxError('siwx_domain_mismatch', `The message is for ${fields.domain}, not an origin of this project`)
  if (parameters.requestOrigin !== undefined && parameters.requestOrigin !== expected)
    throw new SiwxError('siwx_domain_mismatch', `The nonce was issued to ${expected}, not ${parameters.requestOrigin}`)
  const url = new URL(expected)
  if (fields.domain !== url.host) throw new SiwxError('siwx_domain_mismatch', `The message is for ${fields.domain}, not ${url.host}`)
  if (uriOrigin !== expected) throw new SiwxError('siwx_uri_mismatch', `The message's URI is not on ${expected}`)
  if (fields.scheme !== undefined && `${fields.scheme}:` !== url.protocol)
    throw new SiwxError('siwx_uri_mismatch', `The message's scheme ${fields.scheme} is not ${url.protocol.slice(0, -1)}`)
  return expected
}

/** The http(s) origin of a URI, or undefined. */
function originOf(uri: string): string | undefined {
  try {
    const url = new URL(uri)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
  } catch {
    return undefined
  }
}
