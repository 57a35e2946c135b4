/**
 * Identifies a relay client across reconnections: the `iss` (did:key) of the auth JWT that WalletConnect
 * clients put in the relay URL (`?auth=...`). The development relay does not verify the signature.
 * Falls back to a per-connection id.
 */
export function clientKeyFromUrl(url: string | undefined, fallback: string): string {
  try {
    const auth = new URL(url ?? '', 'ws://relay.local').searchParams.get('auth')
    const payload = auth?.split('.')[1]
    if (!payload) return fallback
    const { iss } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }
    return typeof iss === 'string' && iss ? iss : fallback
  } catch {
    return fallback
  }
}
