import { createHash } from 'node:crypto'
import type { OAuthEndpoints } from '../../embedded/social/providers.ts'

/** How one OAuth 2.0 provider's documented endpoints look and answer, for the stand-in. */
export type OAuthDialect = {
  label: string
  /** The sign-in page's field. */
  field: { label: string; value: string; pattern: RegExp }
  paths: { authorize: string; token: string; user: string }
  scope: string
  /** The client authenticates with HTTP Basic (X) or in the form. */
  clientAuth: 'basic' | 'post'
  pkceRequired: boolean
  /** The token endpoint's refusal: status and body. */
  refusal: (error: string, description: string) => { status: number; body: unknown }
  /**
   * The user API's answer for the login typed on the page; its picture (where the provider gives
   * one: X only when `user.fields` asks) is served by the stand-in under `pictures` (its
   * `/{provider}/avatars/` path).
   */
  user: (login: string, context: { pictures: string; query: URLSearchParams }) => unknown
  /** The query the provider's redirect carries (besides `state`) when the person refuses on its page. */
  denial: Record<string, string>
}

/** A stable numeric id per login (the providers' ids are numbers that never change), as a string of `digits` digits. */
const numericId = (login: string, digits: number) => BigInt(`0x${createHash('sha256').update(login.toLowerCase()).digest('hex').slice(0, 15)}`).toString().padStart(digits, '1').slice(0, digits)

/** Discord's avatar hash: 32 hex digits. */
const avatarHash = (login: string) => createHash('md5').update(login.toLowerCase()).digest('hex')

const standardRefusal = (error: string, description: string) => ({ status: 400, body: { error, error_description: description } })

/** X (OAuth 2.0 with PKCE, required): `/i/oauth2/authorize`, `POST /2/oauth2/token` (Basic), `GET /2/users/me`. */
export const xDialect: OAuthDialect = {
  label: 'X',
  denial: { error: 'access_denied' },
  field: { label: 'X username', value: 'satoshi', pattern: /^[A-Za-z0-9_]{1,15}$/ },
  paths: { authorize: '/i/oauth2/authorize', token: '/2/oauth2/token', user: '/2/users/me' },
  scope: 'users.read tweet.read',
  clientAuth: 'basic',
  pkceRequired: true,
  refusal: standardRefusal,
  user: (login, { pictures, query }) => {
    const id = numericId(login, 19)
    const picture = (query.get('user.fields') ?? '').split(',').includes('profile_image_url') ? { profile_image_url: `${pictures}/${id}_normal.svg` } : {}
    return { data: { id, name: login, username: login, ...picture } }
  },
}

/** Discord: `/oauth2/authorize`, `POST /api/oauth2/token`, `GET /api/users/@me` (snowflake id, username, global_name). */
export const discordDialect: OAuthDialect = {
  label: 'Discord',
  denial: { error: 'access_denied', error_description: 'The resource owner or authorization server denied the request' },
  field: { label: 'Discord username', value: 'wumpus', pattern: /^[a-z0-9_.]{2,32}$/ },
  paths: { authorize: '/oauth2/authorize', token: '/api/oauth2/token', user: '/api/users/@me' },
  scope: 'identify',
  clientAuth: 'post',
  pkceRequired: false,
  refusal: standardRefusal,
  // The avatar is a hash; the picture is on Discord's CDN at `/avatars/{id}/{hash}.png` (here: the stand-in's `pictures`).
  user: (login) => ({ id: numericId(login, 18), username: login, global_name: login[0]!.toUpperCase() + login.slice(1), avatar: avatarHash(login), discriminator: '0' }),
}

/** Facebook: `/v23.0/dialog/oauth`, Graph `/v23.0/oauth/access_token` (a refusal is `{ error: { message, type, code } }`), `/v23.0/me`. */
export const facebookDialect: OAuthDialect = {
  label: 'Facebook',
  denial: { error: 'access_denied', error_code: '200', error_description: 'Permissions error', error_reason: 'user_denied' },
  field: { label: 'Name on Facebook', value: 'Mark', pattern: /^[A-Za-z][A-Za-z .'-]{0,49}$/ },
  paths: { authorize: '/v23.0/dialog/oauth', token: '/v23.0/oauth/access_token', user: '/v23.0/me' },
  scope: 'public_profile',
  clientAuth: 'post',
  pkceRequired: false,
  refusal: (_error, description) => ({ status: 400, body: { error: { message: description, type: 'OAuthException', code: 100, fbtrace_id: 'standin' } } }),
  user: (login, { pictures }) => {
    const id = numericId(login, 16)
    return { id, name: login, picture: { data: { height: 50, width: 50, is_silhouette: false, url: `${pictures}/${id}.svg` } } }
  },
}

/**
 * The endpoints a server is given for a dialect served under `base`, as the production ones
 * (`productionEndpoints`): Facebook's and X's user APIs ask for the fields read (the picture among
 * them), and Discord's CDN is the stand-in's `/avatars/`.
 */
export function dialectEndpoints(dialect: OAuthDialect, base: string): OAuthEndpoints {
  const fields = dialect === facebookDialect ? '?fields=id,name,picture' : dialect === xDialect ? '?user.fields=profile_image_url' : ''
  return {
    protocol: 'oauth2',
    authorizationEndpoint: `${base}${dialect.paths.authorize}`,
    tokenEndpoint: `${base}${dialect.paths.token}`,
    userEndpoint: `${base}${dialect.paths.user}${fields}`,
    scope: dialect.scope,
    ...(dialect.clientAuth === 'basic' ? { tokenAuth: 'basic' as const } : {}),
    ...(dialect === discordDialect ? { pictureBase: base } : {}),
  }
}
