import type { Context } from 'hono'
import { BadRequestError } from '../errors.ts'
import { jsonDepth } from './jsonDepth.ts'
import { assertNoNulInJson } from './nulCharacters.ts'
import { readBodyText } from './readBody.ts'

/** How deeply a request body may nest arrays and objects. */
export const maxJsonDepth = 32

export type ReadJsonBodyOptions = {
  /** Largest body in bytes. */
  limit: number
  /** What an empty body reads as; default: refused as malformed. */
  empty?: unknown
}

/**
 * The request body parsed as JSON, for every route that takes one: at most `limit` bytes (413
 * before parsing), at most {@link maxJsonDepth} levels deep (400 before parsing: deeper bodies would
 * overflow the stack of whatever walks them next), without NUL characters (400: Postgres cannot
 * store them), and well-formed (400).
 *
 * @throws {PayloadTooLargeError} {BadRequestError}
 */
export async function readJsonBody(c: Context, { limit, empty }: ReadJsonBodyOptions): Promise<unknown> {
  const text = await readBodyText(c, limit)
  if (empty !== undefined && !text.trim()) return empty
  if (jsonDepth(text, maxJsonDepth) > maxJsonDepth) throw new BadRequestError(`JSON body nested deeper than ${maxJsonDepth} levels`)
  assertNoNulInJson(text)
  try {
    return JSON.parse(text)
  } catch {
    throw new BadRequestError('Malformed JSON body')
  }
}
