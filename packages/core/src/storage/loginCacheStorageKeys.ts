import { type StorageKey, storageKeys } from './storageKeys'

/**
 * The login cache cleared on disconnect: e-mail flag, e-mail, last chain, social username (and,
 * beside it, the social login's picture).
 *
 * @example
 * storage.clear(loginCacheStorageKeys)
 */
export const loginCacheStorageKeys = [
  storageKeys.emailLoginUsed,
  storageKeys.email,
  storageKeys.lastUsedChain,
  storageKeys.socialUsername,
  storageKeys.socialAvatar,
] as const satisfies readonly StorageKey[]
