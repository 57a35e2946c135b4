import * as z from 'zod/mini'

/**
 * The building blocks of the contract's schemas: what the wire carries, not what either side makes
 * of it (the server checksums an EVM address it reads; the kit formats amounts it shows).
 */

/** A CAIP-2 network id (`eip155:1`, `solana:5eykt4…`). */
export const caip2 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 id'))

/** `0x` and 40 hex characters, any case (the server answers it checksummed, EIP-55). */
export const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address'))

/** `0x`-prefixed hex of any length. */
export const hexString = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex'))

/** A whole number of smallest units as a decimal string (JSON has no 256-bit numbers). */
export const units = z.string().check(z.regex(/^\d{1,78}$/, 'must be a whole number of smallest units'))

/** An ISO 8601 instant, as `Date.prototype.toISOString` writes it. */
export const isoInstant = z.iso.datetime()

/** A chain id in a request: CAIP-2 or its reference (`eip155:1`, `1`, or the number 1). */
export const chainIdParameter = z.union([z.string().check(z.maxLength(32)), z.number().check(z.int())])

/** `{ ok: true }`: done, nothing more to say. */
export const okAnswer = z.object({ ok: z.literal(true) })

/** An e-mail address as the embedded wallet keeps it: trimmed, lowercased, at most 254 characters, a valid format (spec §5). */
export const emailAddress = z.pipe(
  z.string().check(z.trim(), z.maxLength(254, 'An e-mail address has at most 254 characters'), z.toLowerCase()),
  z.email({ error: 'Not a valid e-mail address' }),
)

/** Six digits mailed to the visitor. */
export const mailedCode = z.string().check(z.regex(/^\d{6}$/, 'The code is 6 digits'))

/** Where a session token goes: `cookie` (default, an http-only cookie) or `bearer` (the token is in the answer). */
export const sessionTransport = z._default(z.enum(['cookie', 'bearer']), 'cookie')
