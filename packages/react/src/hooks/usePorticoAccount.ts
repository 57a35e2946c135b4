import type { Account, ChainNamespace } from '@portico/core'
import { useCallback } from 'react'
import { usePorticoContext } from '../context'
import { useExternal } from './useStore'

/**
 * The active account: status ('disconnected' | 'connecting' | 'connected'), address, CAIP-10
 * address, connector and network. Re-renders when any of them changes.
 *
 * @example
 * const { address, status } = usePorticoAccount()
 */
export function usePorticoAccount(namespace?: ChainNamespace): Account & { isConnected: boolean } {
  const { portico } = usePorticoContext()
  const { connection, network } = portico.stores
  const subscribe = useCallback(
    (listener: () => void) => {
      const a = connection.subscribe(listener)
      const b = network.subscribe(listener)
      return () => (a(), b())
    },
    [connection, network],
  )
  const read = useCallback(() => {
    const account = portico.getAccount(namespace)
    return { ...account, isConnected: account.status === 'connected' }
  }, [portico, namespace])
  return useExternal(subscribe, read)
}
