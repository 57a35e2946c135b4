import type { Context } from 'hono'
import { PayloadTooLargeError } from '../errors.ts'

/**
 * The request body as text, refusing more than `limit` bytes before parsing anything: at once from
 * `Content-Length`, else while streaming (chunked uploads).
 *
 * @throws {PayloadTooLargeError}
 */
export async function readBodyText(c: Context, limit: number): Promise<string> {
  const declared = Number(c.req.header('content-length'))
  if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLargeError({ limit })
  const body = c.req.raw.body
  if (!body) return ''
  const reader = body.getReader()
  const parts: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw new PayloadTooLargeError({ limit })
    }
    parts.push(value)
  }
  return Buffer.concat(parts).toString('utf8')
}
