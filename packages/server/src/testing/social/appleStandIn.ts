import { randomBytes } from 'node:crypto'
import { decodeProtectedHeader, exportPKCS8, generateKeyPair, jwtVerify } from 'jose'
import { type OidcStandIn, startGoogleStandIn } from './googleStandIn.ts'

/** A client of the Apple stand-in: the Services ID, its exact redirect URI, and the team and key that sign its client secrets. */
export type AppleStandInClient = { clientId: string; redirectUri: string; teamId: string; keyId: string }

export type AppleStandIn = OidcStandIn & {
  /** The team's Sign in with Apple private key (PKCS#8 PEM), per client id: what a project's secret variable holds. */
  privateKeys: Record<string, string>
}

/**
 * A local stand-in for Sign in with Apple: the same real OpenID provider as the Google stand-in
 * (`oidc-provider`), configured as Apple answers: the code comes back by `response_mode=form_post`
 * (a POST to the redirect URI), the token endpoint takes as `client_secret` a JWT signed ES256 with
 * the team's key (`kid` the key id, `iss` the team, `sub` the client, `aud` the issuer, not
 * expired) and refuses any other, and the person's name is sent once, in the first sign-in's form
 * (`user`), never in the id_token. The page says "Local stand-in for Apple".
 */
export async function startAppleStandIn({ clients, port = 0 }: { clients: readonly AppleStandInClient[]; port?: number }): Promise<AppleStandIn> {
  const keys = await Promise.all(clients.map(async () => generateKeyPair('ES256', { extractable: true })))
  const internal = clients.map(() => randomBytes(24).toString('base64url'))
  const seen = new Set<string>()
  let issuer = ''
  const standIn = await startGoogleStandIn({
    port,
    label: 'Apple',
    clients: clients.map((client, index) => ({ clientId: client.clientId, clientSecret: internal[index]!, redirectUri: client.redirectUri })),
    hooks: {
      // Apple's id_token never carries a picture (Sign in with Apple has none to give).
      picture: false,
      denialError: 'user_cancelled_authorize',
      async tokenForm(form) {
        const index = clients.findIndex((client) => client.clientId === form.get('client_id'))
        const client = clients[index]
        const secret = form.get('client_secret') ?? ''
        if (!client) throw new Error('unknown client')
        if (decodeProtectedHeader(secret).kid !== client.keyId) throw new Error('unknown key')
        await jwtVerify(secret, keys[index]!.publicKey, { algorithms: ['ES256'], issuer: client.teamId, subject: client.clientId, audience: issuer, maxTokenAge: '180 days' })
        const plain = new URLSearchParams(form)
        plain.set('client_secret', internal[index]!)
        return plain
      },
      formPostFields({ accountId, email, clientId }) {
        const key = `${clientId} ${accountId}`
        if (seen.has(key)) return undefined
        seen.add(key)
        const [first, ...rest] = email.split('@')[0]!.split(/[._-]/)
        const cap = (part: string | undefined) => (part ? part[0]!.toUpperCase() + part.slice(1) : undefined)
        return { user: JSON.stringify({ name: { firstName: cap(first), lastName: cap(rest.join(' ')) || undefined }, email }) }
      },
    },
  })
  issuer = standIn.url
  const privateKeys = Object.fromEntries(await Promise.all(clients.map(async (client, index) => [client.clientId, await exportPKCS8(keys[index]!.privateKey)] as const)))
  return { ...standIn, endpoints: { ...standIn.endpoints, scope: 'openid name email', responseMode: 'form_post', clientSecret: 'apple-jwt' }, privateKeys }
}
