import { InvalidUriError } from './errors.ts'

export type PairingUri = { topic: string; symKey: string; relayProtocol: string; expiryTimestamp?: number | undefined; methods?: string[] | undefined }

/** `wc:{topic}@2?relay-protocol=irn&symKey={key}&expiryTimestamp={seconds}` */
export function formatPairingUri({ topic, symKey, relayProtocol, expiryTimestamp, methods }: PairingUri): string {
  const query = new URLSearchParams({ 'relay-protocol': relayProtocol, symKey })
  if (expiryTimestamp) query.set('expiryTimestamp', String(expiryTimestamp))
  if (methods?.length) query.set('methods', methods.join(','))
  return `wc:${topic}@2?${query.toString()}`
}

/** @throws {InvalidUriError} */
export function parsePairingUri(uri: string): PairingUri {
  const match = /^wc:(?:\/\/)?([0-9a-f]{64})@(\d+)\?(.*)$/i.exec(uri)
  if (!match) throw new InvalidUriError('expected wc:{topic}@{version}?{query}')
  if (match[2] !== '2') throw new InvalidUriError(`version ${match[2]} is not 2`)
  const query = new URLSearchParams(match[3])
  const symKey = query.get('symKey')
  const relayProtocol = query.get('relay-protocol')
  if (!symKey || !/^[0-9a-f]{64}$/i.test(symKey)) throw new InvalidUriError('symKey must be 32 bytes of hex')
  if (!relayProtocol) throw new InvalidUriError('relay-protocol is missing')
  const expiry = query.get('expiryTimestamp')
  const methods = query.get('methods')
  return {
    topic: match[1]!,
    symKey,
    relayProtocol,
    expiryTimestamp: expiry ? Number(expiry) : undefined,
    methods: methods ? methods.split(',') : undefined,
  }
}
