/** The longest avatar URL a name may carry. */
export const NAME_AVATAR_MAX_LENGTH = 512

/**
 * Whether `value` may be a name's avatar: an absolute `https:` or `http:` URL without credentials or
 * white space, at most {@link NAME_AVATAR_MAX_LENGTH} characters (the kit checks before the wallet
 * signs; the server checks again).
 *
 * @example isValidAvatarUrl('https://example.com/me.png') // true
 */
export function isValidAvatarUrl(value: string): boolean {
  if (!value || value.length > NAME_AVATAR_MAX_LENGTH || /[\s"'<>\\]/.test(value)) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !!url.hostname
}
