import { type Hex, hexToBytes } from 'viem'
import { EnsGatewayRequestError } from './errors.ts'

/**
 * A DNS wire-format name (ENSIP-10: length-prefixed labels, a zero byte last) as a dotted string.
 * Labels must be 1–63 bytes of lowercase letters, digits and hyphens (what Portico names and a
 * normalized parent are); anything else is refused rather than guessed at.
 *
 * @throws {EnsGatewayRequestError} when the bytes are not such a name.
 */
export function decodeDnsName(encoded: Hex): string {
  const bytes = hexToBytes(encoded)
  if (bytes.length > 255) throw new EnsGatewayRequestError('The name is longer than 255 bytes')
  const labels: string[] = []
  let at = 0
  for (;;) {
    if (at >= bytes.length) throw new EnsGatewayRequestError('The name does not end with a zero byte')
    const length = bytes[at]!
    if (length === 0) break
    if (length > 63 || at + 1 + length > bytes.length) throw new EnsGatewayRequestError('A label of the name is too long or cut short')
    const label = String.fromCharCode(...bytes.subarray(at + 1, at + 1 + length))
    if (!/^[a-z0-9-]+$/.test(label)) throw new EnsGatewayRequestError('A label of the name is not lowercase letters, digits and hyphens')
    labels.push(label)
    at += 1 + length
  }
  if (at !== bytes.length - 1) throw new EnsGatewayRequestError('The name has bytes after its end')
  if (labels.length === 0) throw new EnsGatewayRequestError('The name is empty')
  return labels.join('.')
}
