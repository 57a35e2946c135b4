import type { KeyedStorage } from '../storage/createKeyedStorage'
import { storageKeys } from '../storage/storageKeys'

type AccountType = 'eoa' | 'smartAccount'
type Chosen = Record<string, AccountType>

const isChosen = (value: unknown): value is Chosen =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((type) => type === 'eoa' || type === 'smartAccount')

/**
 * The host's copy of the account type the visitor chose per network (spec §3, "remembered per
 * network"). The frame keeps the choice in its own origin's storage, but a browser that blocks
 * third-party storage gives the frame memory only, so a reload would forget it: the host, first
 * party, keeps this copy and asks the frame again. Nothing secret: both addresses are the host's
 * to see anyway.
 */
export function preferredAccountTypes(storage: KeyedStorage) {
  const read = (): Chosen => storage.get(storageKeys.preferredAccountTypes, isChosen) ?? {}
  return {
    get: (chainId: number | string): AccountType | undefined => read()[String(chainId)],
    set(chainId: number | string, type: AccountType) {
      storage.set(storageKeys.preferredAccountTypes, { ...read(), [String(chainId)]: type })
    },
    clear: () => storage.clear([storageKeys.preferredAccountTypes]),
  }
}
