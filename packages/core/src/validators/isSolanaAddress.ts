/**
 * Whether a value looks like a Solana address: 32 to 44 base58 characters (digits and letters
 * except `0`, `O`, `I` and `l`). The decoded length is not verified.
 *
 * @example
 * isSolanaAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV') // true
 * isSolanaAddress('0x123') // false
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}
