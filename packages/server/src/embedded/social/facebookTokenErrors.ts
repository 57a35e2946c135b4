/**
 * Facebook's Graph API answers a refused code at its token endpoint with a 4xx whose `error` is an
 * object (`{ error: { message, type: "OAuthException", code } }`), where RFC 6749 §5.2 says a
 * string. This rewrites such an answer as `{ error: "invalid_grant" }` so the OAuth library reads it
 * as the refusal it is (`embedded_social_code_refused`), not as a malformed answer.
 */
export function facebookTokenErrors(doFetch: typeof fetch, tokenEndpoint: string): typeof fetch {
  return async (input, init) => {
    const response = await doFetch(input, init)
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (url !== tokenEndpoint || response.status < 400 || response.status >= 500) return response
    const text = await response.text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return new Response(text, { status: response.status, headers: response.headers })
    }
    const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined
    if (typeof error !== 'object' || error === null) return new Response(text, { status: response.status, headers: response.headers })
    const message = (error as { message?: unknown }).message
    const rewritten = { error: 'invalid_grant', ...(typeof message === 'string' ? { error_description: message.slice(0, 200) } : {}) }
    return new Response(JSON.stringify(rewritten), { status: 400, headers: { 'content-type': 'application/json' } })
  }
}
