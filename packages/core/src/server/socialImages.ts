/** The social logins' marks, by provider: an image URL for each theme of the kit (`/v1/config`'s `socialImages`). */
export type SocialImages = Readonly<Record<string, { readonly light: string; readonly dark: string }>>

const isImageUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value)

/**
 * The marks of `/v1/config`'s `socialImages` the kit may show: a provider with an http(s) URL for
 * both themes; anything else (an older server's missing field, a malformed entry) is left out, and
 * its button keeps the kit's own letter mark.
 */
export function keepSocialImages(value: unknown): SocialImages {
  const kept: Record<string, { light: string; dark: string }> = {}
  if (!value || typeof value !== 'object') return kept
  for (const [provider, images] of Object.entries(value)) {
    const { light, dark } = (images ?? {}) as { light?: unknown; dark?: unknown }
    if (isImageUrl(light) && isImageUrl(dark)) kept[provider] = { light, dark }
  }
  return kept
}
