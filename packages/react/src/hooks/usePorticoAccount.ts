import type { Account, ChainNamespace } from '@portico/core'
import { useCallback } from 'react'
import { usePorticoContext } from '../context'
import { useExternal } from './useStore'

/**
 * The active account: status ('disconnected' | 'connecting' | 'connected'), address, CAIP-10
 * address, connector, network and account type. Re-renders when any of them changes (the type also
 * when the embedded wallet's user switches between the smart account and the EOA).
 *
 * @example
 * const { address, status } = usePorticoAccount()
 */
export function usePorticoAccount(namespace?: ChainNamespace): Account & { isConnected: boolean } {
  const { portico } = usePorticoContext()
  const { connection, network, embedded } = portico.stores
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = [connection.subscribe(listener), network.subscribe(listener), embedded.subscribe(listener)]
      return () => stops.forEach((stop) => stop())
    },
    [connection, network, embedded],
  )
  const read = useCallback(() => {
    const account = portico.getAccount(namespace)
    return { ...account, isConnected: account.status === 'connected' }
  }, [portico, namespace])
  return useExternal(subscribe, read)
}
