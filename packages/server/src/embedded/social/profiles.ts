import { z } from 'zod'
import type { SocialId } from '../../projects/features.ts'

/** Who signed in, as the provider says it: `subject` keys the wallet, `username` is only shown. */
export type SocialProfile = { subject: string; username: string | undefined }

const text = (max: number) => z.string().trim().min(1).max(max)
/** A provider's numeric id sent as a string (X, Discord's snowflakes, Facebook's app-scoped ids). */
const numericId = z.string().regex(/^\d{1,32}$/)

/** The id_token claims we read (openid-client has checked iss, aud, exp, nonce and the signature). */
const oidcClaims = z.object({ sub: text(255), name: text(200).optional(), email: text(254).optional() })

/** GitHub's `GET /user`: a numeric id that never changes, and the login (renamable: shown, never keyed on). */
const githubUser = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), login: text(39) })

/** X's `GET /2/users/me`: `{ data: { id, name, username } }`. */
const xUser = z.object({ data: z.object({ id: numericId, username: text(50), name: text(100).optional() }) })

/** Discord's `GET /users/@me`: the snowflake id, the unique username and the optional display name. */
const discordUser = z.object({ id: numericId, username: text(64), global_name: text(64).nullish() })

/** Facebook's Graph `GET /me?fields=id,name,picture`: the app-scoped id and the name. */
const facebookUser = z.object({ id: numericId, name: text(200).optional() })

/**
 * The provider's answer (the user API's JSON, or the id_token's claims) made a profile; undefined
 * when it is not one (the caller refuses it). Apple's id_token has no name: Apple sends it once, in
 * the first login's form (`appleName`), and a later login keeps the stored one.
 */
export function profileOf(provider: SocialId, answer: unknown, appleName?: string): SocialProfile | undefined {
  switch (provider) {
    case 'github': {
      const user = githubUser.safeParse(answer)
      return user.success ? { subject: String(user.data.id), username: user.data.login } : undefined
    }
    case 'x': {
      const user = xUser.safeParse(answer)
      return user.success ? { subject: user.data.data.id, username: user.data.data.username } : undefined
    }
    case 'discord': {
      const user = discordUser.safeParse(answer)
      return user.success ? { subject: user.data.id, username: user.data.global_name ?? user.data.username } : undefined
    }
    case 'facebook': {
      const user = facebookUser.safeParse(answer)
      return user.success ? { subject: user.data.id, username: user.data.name } : undefined
    }
    case 'apple': {
      const claims = oidcClaims.safeParse(answer)
      return claims.success ? { subject: claims.data.sub, username: appleName } : undefined
    }
    default: {
      const claims = oidcClaims.safeParse(answer)
      return claims.success ? { subject: claims.data.sub, username: claims.data.name ?? claims.data.email } : undefined
    }
  }
}

const appleUser = z.object({ name: z.object({ firstName: z.string().max(100).optional(), lastName: z.string().max(100).optional() }).optional() })

/**
 * The name in Apple's `user` form field (first login only: `{"name":{"firstName","lastName"},"email"}`),
 * or undefined when absent or not that shape. Unverified by Apple's signature, it is only ever shown.
 */
export function appleNameOf(userField: string | undefined): string | undefined {
  if (!userField || userField.length > 2048) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(userField)
  } catch {
    return undefined
  }
  const user = appleUser.safeParse(parsed)
  const name = user.success ? [user.data.name?.firstName, user.data.name?.lastName].map((part) => part?.trim()).filter(Boolean).join(' ') : ''
  return name ? name.slice(0, 200) : undefined
}
