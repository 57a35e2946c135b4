import { EmbeddedError } from '../errors.ts'

/** How long a provider may take per call, and the most its answer may be. */
export type ProviderLimits = { timeoutMs: number; maxBytes: number }

export const defaultProviderLimits: ProviderLimits = Object.freeze({ timeoutMs: 10_000, maxBytes: 65_536 })

/**
 * `fetch` for the calls to a provider: each ends after `timeoutMs` (connect and body included) and
 * its body is read to at most `maxBytes`; past either, a typed `embedded_social_provider_failed`.
 * Redirects are not followed (a token or user endpoint has no reason to send one).
 */
export function boundedFetch(doFetch: typeof fetch, limits: ProviderLimits): typeof fetch {
  return async (input, init) => {
    const timeout = AbortSignal.timeout(limits.timeoutMs)
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout
    try {
      const response = await doFetch(input, { ...init, signal, redirect: 'manual' })
      const body = await readLimited(response, limits.maxBytes)
      const empty = [101, 204, 205, 304].includes(response.status)
      return new Response(empty ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers })
    } catch (error) {
      if (error instanceof EmbeddedError) throw error
      const slow = timeout.aborted
      throw new EmbeddedError('embedded_social_provider_failed', slow ? 'The login provider did not answer in time' : 'The login provider could not be reached', {
        details: { reason: slow ? 'timeout' : 'unreachable' },
        cause: error,
      })
    }
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length') ?? '0')
  const tooLarge = () => new EmbeddedError('embedded_social_provider_failed', 'The login provider sent an answer too large to read', { details: { reason: 'too_large', maxBytes } })
  if (declared > maxBytes) {
    await response.body?.cancel()
    throw tooLarge()
  }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body?.getReader()
  if (!reader) return new Uint8Array()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
