import { isOriginAllowed as matchesPattern, normalizeOriginPattern as normalizeAnyScheme } from '@portico/core/internal'
import { parse as parseDomain } from 'tldts'
import { z } from 'zod'
import { memoizeText } from '../utils/memoizeText.ts'

/**
 * An allow-list entry the server accepts, normalized (`HTTPS://App.Example.com/` →
 * `https://app.example.com`), or undefined. On top of the kit's syntax (`normalizeOriginPattern` in
 * @portico/core): only `http:` and `https:` (a page's origin is one of them; `null`, `file:` and
 * extension schemes are not something a project can vouch for), and a wildcard only under a
 * registrable domain from the Public Suffix List (tldts, private suffixes included): `*.co.uk`,
 * `*.github.io` or `*.vercel.app` would admit every site of strangers. `*.localhost` stays allowed.
 * Every request checks its project's list, so each entry's answer is remembered (`memoizeText`).
 */
export const normalizeOriginPattern: (entry: string) => string | undefined = memoizeText(normalizeEntry)

function normalizeEntry(entry: string): string | undefined {
  const normalized = normalizeAnyScheme(entry)
  if (!normalized) return undefined
  const match = /^(https?):\/\/(\*\.)?([^:/]+|\[[^\]]+\])(:\d+)?$/.exec(normalized)
  if (!match) return undefined
  const [, , wildcard, host] = match
  if (wildcard && host !== 'localhost' && parseDomain(host!, { allowPrivateDomains: true }).domain === null) return undefined
  return normalized
}

/**
 * True when `origin` (an `Origin` header) is allowed by `allowedOrigins`; an empty list allows any
 * origin. Entries the server no longer accepts (stored before `normalizeOriginPattern` got stricter)
 * match nothing, and never turn a list into an empty one.
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  if (allowedOrigins.length === 0) return true
  const valid = allowedOrigins.filter((entry) => normalizeOriginPattern(entry) !== undefined)
  return valid.length > 0 && matchesPattern(origin, valid)
}

/** True when `origin` is on a non-empty allow-list: what sign-in and credentialed CORS require. */
export function isOriginListed(origin: string | undefined, allowedOrigins: readonly string[]): origin is string {
  return origin !== undefined && allowedOrigins.length > 0 && isOriginAllowed(origin, allowedOrigins)
}

/** zod schema of an allow-list: every entry normalized, duplicates dropped. */
export const allowedOriginsSchema = z
  .array(
    z.string().transform((entry, ctx) => {
      const normalized = normalizeOriginPattern(entry)
      if (!normalized) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an origin (https://app.example.com, http or https) or a wildcard under a registrable domain (https://*.example.com)`,
        })
        return z.NEVER
      }
      return normalized
    }),
  )
  .max(200)
  .transform((entries) => [...new Set(entries)])
