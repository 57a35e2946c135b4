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
  if (user.userAvatar && isValidAvatarUrl(user.userAvatar, SOCIAL_AVATAR_MAX_LENGTH)) storage.set(storageKeys.socialAvatar, user.userAvatar)
  else storage.remove(storageKeys.socialAvatar)
}
