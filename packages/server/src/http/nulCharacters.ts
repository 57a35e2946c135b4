import type { MiddlewareHandler } from 'hono'
import { BadRequestError } from '../errors.ts'

/** A NUL in a URL (`%00`) or in JSON text (raw, or the `\u0000` escape). */
const nulInUrl = /%00|\0/i
const nulInJson = /\\u0000|\0/i

/**
 * No text this API takes may hold a NUL character: Postgres cannot store one in `text` (it fails
 * the query, which would be a 500), and no origin, id, name or event needs one. Checked once at the
 * edge for the URL (path and query) here, and for JSON bodies by {@link assertNoNulInJson}.
 *
 * @throws {BadRequestError}
 */
export function refuseNulCharacters(): MiddlewareHandler {
  return async (c, next) => {
    if (nulInUrl.test(c.req.url)) throw new BadRequestError('The URL holds a NUL character')
    await next()
  }
}

/** @throws {BadRequestError} when JSON text holds a NUL character. */
export function assertNoNulInJson(text: string): void {
  if (nulInJson.test(text)) throw new BadRequestError('The JSON body holds a NUL character')
}
