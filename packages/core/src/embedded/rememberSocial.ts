import { isValidAvatarUrl, SOCIAL_AVATAR_MAX_LENGTH } from '../names/avatarUrl'
import { storageKeys } from '../storage/storageKeys'
import type { KeyedStorage } from '../storage/createKeyedStorage'
import type { EmbeddedUser } from './frameProtocol'

/**
 * The login cache after a social login (spec §3: the social username), with the login's picture
 * beside it when it is an http(s) URL, else none (a picture from an earlier login is removed).
 * Disconnect clears both (`loginCacheStorageKeys`).
 */
export function rememberSocial(storage: KeyedStorage, user: EmbeddedUser): void {
  if (user.userName) storage.set(storageKeys.socialUsername, user.userName)
  const avatar = socialAvatarOf(user)
  if (avatar) storage.set(storageKeys.socialAvatar, avatar)
  else storage.remove(storageKeys.socialAvatar)
}

/** The social login's picture when it is an http(s) URL (checked again in the host, which shows it as an image). */
export function socialAvatarOf(user: EmbeddedUser): string | undefined {
  return user.userAvatar && isValidAvatarUrl(user.userAvatar, SOCIAL_AVATAR_MAX_LENGTH) ? user.userAvatar : undefined
}
