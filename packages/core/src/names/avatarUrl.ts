/** The longest avatar URL a name may carry. */
export const NAME_AVATAR_MAX_LENGTH = 512

/** The longest picture URL a social login's user may carry (the server drops a longer one). */
export const SOCIAL_AVATAR_MAX_LENGTH = 1024

/**
 * Whether `value` may be a name's avatar: an absolute `https:` or `http:` URL without credentials or
 * white space, at most `maxLength` characters ({@link NAME_AVATAR_MAX_LENGTH} by default; the kit
 * checks before the wallet signs; the server checks again). A social login's picture is checked the
 * same way, at most {@link SOCIAL_AVATAR_MAX_LENGTH}.
 *
 * @example isValidAvatarUrl('https://example.com/me.png') // true
 */
export function isValidAvatarUrl(value: string, maxLength: number = NAME_AVATAR_MAX_LENGTH): boolean {
  if (!value || value.length > maxLength || /[\s"'<>\\]/.test(value)) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !!url.hostname
}
