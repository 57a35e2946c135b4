import type { AccountState } from '@portico/core'
import { accountFeatureWorksOn } from '@portico/core/internal'
import { useCallback, useEffect, useState } from 'react'
import { usePorticoContext } from '../context'
import { usePorticoAccount } from './usePorticoAccount'
import { useStore } from './useStore'

/**
 * The connected EVM account's name: `loading`, `none` (names work, the account has none), `set`
 * (with the name's avatar URL when it has one), or `unavailable` (no server, another namespace, a failed lookup).
 */
export type AccountName = { status: 'loading' | 'none' | 'unavailable' } | { status: 'set'; name: string; avatar?: string | undefined }

/**
 * The connected account's name and avatar by reverse lookup (the kit keeps answers 5 minutes, spec
 * §9's identity cache). It follows the kit's account store, so a name registered in the modal shows
 * at once wherever this is used (the Account view, the account button). Only EVM accounts have names.
 */
export function useAccountName(): AccountName {
  const { portico } = usePorticoContext()
  const { address, isConnected, chainNamespace } = usePorticoAccount()
  const evm = isConnected && accountFeatureWorksOn(portico.context, 'names', chainNamespace) && !!address
  const key = address?.toLowerCase() ?? ''
  const select = useCallback((state: AccountState) => state.identities[key], [key])
  const identity = useStore(portico.stores.account, select)
  const [failed, setFailed] = useState<string>()

  useEffect(() => {
    if (!evm || !address) return
    let live = true
    portico.lookupAccountIdentity({ address }).then(
      () => live && setFailed(undefined),
      () => live && setFailed(address),
    )
    return () => {
      live = false
    }
  }, [portico, evm, address])

  if (!evm) return { status: 'unavailable' }
  if (identity) return { status: 'set', ...identity }
  if (identity === null) return { status: 'none' }
  return failed === address ? { status: 'unavailable' } : { status: 'loading' }
}
