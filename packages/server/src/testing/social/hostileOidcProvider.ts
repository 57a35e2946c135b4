import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import type { OidcEndpoints } from '../../embedded/social/providers.ts'

/** How the hostile provider's token endpoint answers the next exchange. */
export type HostileBehaviour =
  | { kind: 'token'; claims?: Record<string, unknown>; otherKey?: boolean }
  | { kind: 'slow'; ms: number }
  | { kind: 'huge'; bytes: number }
  | { kind: 'malformed' }
  | { kind: 'refused' }
  | { kind: 'hang' }
  | { kind: 'html' }
  | { kind: 'jwks'; answer: 'hang' | 'html' | 'huge' | 'down' }

/**
 * A scriptable OpenID provider for the hostile cases a real one never produces: id_tokens for
 * another audience or issuer, with another nonce, expired, signed with a key not in its JWKS; a
 * slow, huge or malformed token answer; one that never answers (`hang`), an HTML error page
 * (`html`), a refused code; a JWKS endpoint that hangs, answers HTML, 5 MB or a 503 (`jwks`). `claims` go over valid ones (`sub`,
 * `iss`, `aud` = the client, `nonce` = `nonce`, a fresh `iat`/`exp`).
 */
export async function startHostileOidcProvider({ clientId }: { clientId: string }) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true })
  const other = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }
  let behaviour: HostileBehaviour = { kind: 'token' }
  let nonce = ''
  /** Every access and id token it issued (none may reach the page or the frame). */
  const issued: string[] = []
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    if (path === '/jwks') return answerJwks(response)
    if (path !== '/token') return json(response, 404, { error: 'not_found' })
    void answerToken(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  function answerJwks(response: import('node:http').ServerResponse) {
    if (behaviour.kind !== 'jwks') return json(response, 200, { keys: [jwk] })
    switch (behaviour.answer) {
      case 'hang':
        return // closed by close()
      case 'html':
        return html(response, 200)
      case 'huge':
        return json(response, 200, { keys: [jwk], padding: 'x'.repeat(5_000_000) })
      case 'down':
        return json(response, 503, { error: 'unavailable' })
    }
  }

  async function answerToken(response: import('node:http').ServerResponse) {
    const now = Math.floor(Date.now() / 1000)
    switch (behaviour.kind) {
      case 'hang':
        return // never answers; closed by close()
      case 'html':
        return html(response, 502)
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, (behaviour as { ms: number }).ms))
        return json(response, 200, { access_token: 'slow', token_type: 'Bearer' })
      case 'huge':
        // A valid answer but for its size: only the byte cap can refuse it.
        return json(response, 200, { ...(await validAnswer(now, {})), padding: 'x'.repeat(behaviour.bytes) })
      case 'malformed':
        response.setHeader('content-type', 'application/json')
        return response.end('{"access_token": "x", "token_type": ')
      case 'refused':
        return json(response, 400, { error: 'invalid_grant', error_description: 'The code was not issued to this client' })
      case 'jwks':
        return json(response, 200, await validAnswer(now, {}))
      case 'token':
        return json(response, 200, await validAnswer(now, behaviour))
    }
  }

  /** A token answer with an id_token for this client and nonce; `extra` overrides claims or signs with the other key. */
  async function validAnswer(now: number, extra: { claims?: Record<string, unknown>; otherKey?: boolean }) {
    const claims = { sub: '1234567890', iss: url, aud: clientId, nonce, iat: now, exp: now + 300, email: 'alice@example.com', name: 'Alice', ...extra.claims }
    const key = extra.otherKey ? other.privateKey : privateKey
    const idToken = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).sign(key)
    const accessToken = `at-${now}-${issued.length}`
    issued.push(idToken, accessToken)
    return { access_token: accessToken, token_type: 'Bearer', id_token: idToken, expires_in: 300 }
  }

  const endpoints: OidcEndpoints = { protocol: 'oidc', issuer: url, authorizationEndpoint: `${url}/auth`, tokenEndpoint: `${url}/token`, jwksUri: `${url}/jwks`, scope: 'openid email profile' }
  return {
    endpoints,
    issued,
    /** Sets the next answer, and the nonce a valid token carries (the one the login sent). */
    next(next: HostileBehaviour, loginNonce: string) {
      behaviour = next
      nonce = loginNonce
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

function json(response: import('node:http').ServerResponse, status: number, body: unknown) {
  response.statusCode = status
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify(body))
}

/** What a proxy or a provider's outage page sends: HTML where JSON was expected. */
function html(response: import('node:http').ServerResponse, status: number) {
  response.statusCode = status
  response.setHeader('content-type', 'text/html; charset=utf-8')
  response.end('<!doctype html><html><head><title>Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>')
}
