import { isValidAvatarUrl, SOCIAL_AVATAR_MAX_LENGTH } from '@portico/core/internal'
import { z } from 'zod'
import type { SocialId } from '../../projects/features.ts'

/**
 * Who signed in, as the provider says it: `subject` keys the wallet, `username` and `avatar` (the
 * picture's http(s) URL, `pictureOf`) are only shown.
 */
export type SocialProfile = { subject: string; username: string | undefined; avatar?: string | undefined }

/**
 * A provider's picture URL as we keep it: an absolute http(s) URL without credentials, quotes,
 * angle brackets or white space, at most `SOCIAL_AVATAR_MAX_LENGTH` characters; anything else
 * (`javascript:`, `data:`, a huge or non-string value) is dropped, never refusing the login.
 */
export function pictureOf(value: unknown): string | undefined {
  return typeof value === 'string' && isValidAvatarUrl(value, SOCIAL_AVATAR_MAX_LENGTH) ? value : undefined
}

/** Discord's avatar hash (`a_` first when animated), the only part of its CDN URL the user API gives. */
const discordAvatarHash = /^(a_)?[0-9a-f]{32}$/

const text = (max: number) => z.string().trim().min(1).max(max)
/** A provider's numeric id sent as a string (X, Discord's snowflakes, Facebook's app-scoped ids). */
const numericId = z.string().regex(/^\d{1,32}$/)

/** The id_token claims we read (openid-client has checked iss, aud, exp, nonce and the signature). */
const oidcClaims = z.object({ sub: text(255), name: text(200).optional(), email: text(254).optional(), picture: z.unknown().optional() })

/** GitHub's `GET /user`: a numeric id that never changes, and the login (renamable: shown, never keyed on). */
const githubUser = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), login: text(39), avatar_url: z.unknown().optional() })

/** X's `GET /2/users/me?user.fields=profile_image_url`: `{ data: { id, name, username, profile_image_url } }`. */
const xUser = z.object({ data: z.object({ id: numericId, username: text(50), name: text(100).optional(), profile_image_url: z.unknown().optional() }) })

/** Discord's `GET /users/@me`: the snowflake id, the unique username, the optional display name and avatar hash. */
const discordUser = z.object({ id: numericId, username: text(64), global_name: text(64).nullish(), avatar: z.unknown().optional() })

/** Facebook's Graph `GET /me?fields=id,name,picture`: the app-scoped id, the name and the picture (`{ data: { url, is_silhouette } }`). */
const facebookUser = z.object({ id: numericId, name: text(200).optional(), picture: z.unknown().optional() })
const facebookPicture = z.object({ data: z.object({ url: z.unknown(), is_silhouette: z.boolean().optional() }) })

/** Where the extra parts of a profile come from: Apple's first-login name, and Discord's CDN (`pictureBase`). */
export type ProfileExtras = { appleName?: string | undefined; discordCdn?: string | undefined }

/**
 * The provider's answer (the user API's JSON, or the id_token's claims) made a profile; undefined
 * when it is not one (the caller refuses it). Apple's id_token has no name: Apple sends it once, in
 * the first login's form (`appleName`), and a later login keeps the stored one. The picture, where
 * the provider gives one (OIDC `picture`, GitHub `avatar_url`, X `profile_image_url`, Discord's
 * avatar hash on its CDN, Facebook's picture unless it is the silhouette), goes through `pictureOf`.
 */
export function profileOf(provider: SocialId, answer: unknown, extras: ProfileExtras = {}): SocialProfile | undefined {
  const withPicture = (profile: SocialProfile, picture: unknown): SocialProfile => {
    const avatar = pictureOf(picture)
    return avatar ? { ...profile, avatar } : profile
  }
  switch (provider) {
    case 'github': {
      const user = githubUser.safeParse(answer)
      return user.success ? withPicture({ subject: String(user.data.id), username: user.data.login }, user.data.avatar_url) : undefined
    }
    case 'x': {
      const user = xUser.safeParse(answer)
      return user.success ? withPicture({ subject: user.data.data.id, username: user.data.data.username }, user.data.data.profile_image_url) : undefined
    }
    case 'discord': {
      const user = discordUser.safeParse(answer)
      if (!user.success) return undefined
      const { avatar, id } = user.data
      const picture = extras.discordCdn && typeof avatar === 'string' && discordAvatarHash.test(avatar) ? `${extras.discordCdn}/avatars/${id}/${avatar}.png` : undefined
      return withPicture({ subject: id, username: user.data.global_name ?? user.data.username }, picture)
    }
    case 'facebook': {
      const user = facebookUser.safeParse(answer)
      if (!user.success) return undefined
      const picture = facebookPicture.safeParse(user.data.picture)
      return withPicture({ subject: user.data.id, username: user.data.name }, picture.success && !picture.data.data.is_silhouette ? picture.data.data.url : undefined)
    }
    case 'apple': {
      const claims = oidcClaims.safeParse(answer)
      return claims.success ? withPicture({ subject: claims.data.sub, username: extras.appleName }, claims.data.picture) : undefined
    }
    default: {
      const claims = oidcClaims.safeParse(answer)
      return claims.success ? withPicture({ subject: claims.data.sub, username: claims.data.name ?? claims.data.email }, claims.data.picture) : undefined
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
