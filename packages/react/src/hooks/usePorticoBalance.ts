import type { BalanceEntry } from '@portico/core'
import { useCallback, useEffect } from 'react'
import { usePorticoContext } from '../context'
import { usePorticoAccount } from './usePorticoAccount'
import { useStore } from './useStore'

/** The active account's native balance from the kit's cache (fetched on connect, cached 30 s). */
export function usePorticoBalance(): BalanceEntry | undefined {
  const { portico } = usePorticoContext()
  const { caipAddress, isConnected } = usePorticoAccount()
  const select = useCallback((state: Readonly<Record<string, BalanceEntry>>) => (caipAddress ? state[caipAddress] : undefined), [caipAddress])
  const entry = useStore(portico.stores.balance, select)
  // Not for last visit's account shown while reconnecting: only once the wallet has confirmed it.
  useEffect(() => {
    if (caipAddress && isConnected) void portico.fetchBalance()
  }, [portico, caipAddress, isConnected])
  return entry
}

/** @deprecated Renamed `usePorticoBalance` (wagmi's `useBalance({ address, chainId })` is a query of any address; this one reads the kit's cached balance of the active account); this alias goes in the next minor. */
export const useBalance = usePorticoBalance
