import type { AccountState, TokenBalancesEntry } from '@portico/core'
import { useCallback, useEffect } from 'react'
import { usePorticoContext } from '../context'
import { usePorticoAccount } from './usePorticoAccount'
import { useStore } from './useStore'

/**
 * The active account's token balances (native first) from the kit: fetched when the account or
 * network changes, cached 30 s; after a failure the kit shows 'Token Balance Unavailable' and
 * waits 30 s before trying again.
 */
export function usePorticoTokenBalances(): TokenBalancesEntry | undefined {
  const { portico } = usePorticoContext()
  const { caipAddress, isConnected, isSupportedNetwork } = usePorticoAccount()
  const select = useCallback((state: AccountState) => (caipAddress ? state.tokenBalances[caipAddress] : undefined), [caipAddress])
  const entry = useStore(portico.stores.account, select)
  // Not for last visit's account shown while reconnecting: only once the wallet has confirmed it.
  useEffect(() => {
    if (caipAddress && isConnected && isSupportedNetwork) void portico.fetchTokenBalances()
  }, [portico, caipAddress, isConnected, isSupportedNetwork])
  return entry
}

/** @deprecated Renamed `usePorticoTokenBalances` (hooks without a wagmi namesake are `usePortico*`); this alias goes in the next minor. */
export const useTokenBalances = usePorticoTokenBalances
