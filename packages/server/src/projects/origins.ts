import { isOriginAllowed, normalizeOriginPattern } from '@portico/core/internal'
import { z } from 'zod'

export { isOriginAllowed, normalizeOriginPattern }

/** zod schema of an allow-list: every entry normalized, duplicates dropped. */
export const allowedOriginsSchema = z
  .array(
    z.string().transform((entry, ctx) => {
      const normalized = normalizeOriginPattern(entry)
      if (!normalized) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an origin (https://app.example.com) or a wildcard pattern (https://*.example.com)`,
        })
        return z.NEVER
      }
      return normalized
    }),
  )
  .max(200)
  .transform((entries) => [...new Set(entries)])
