/**
 * GitHub answers a refused code at its token endpoint with 200 and `{ error, error_description }`
 * (its OAuth apps documentation, "Troubleshooting OAuth app access token request errors"), where
 * RFC 6749 §5.2 says 400. This gives such an answer a 400 so the OAuth library reads it as the
 * refusal it is (`embedded_social_code_refused`), not as a malformed success.
 */
export function githubTokenErrors(doFetch: typeof fetch, tokenEndpoint: string): typeof fetch {
  return async (input, init) => {
    const response = await doFetch(input, init)
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (url !== tokenEndpoint || response.status !== 200) return response
    const text = await response.text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      body = undefined
    }
    const refused = typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string' && !('access_token' in body)
    return new Response(text, { status: refused ? 400 : 200, headers: response.headers })
  }
}
