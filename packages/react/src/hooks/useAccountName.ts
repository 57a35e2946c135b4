import { useEffect, useState } from 'react'
import { usePorticoContext } from '../context'
import { usePorticoAccount } from './usePorticoAccount'

/** The connected EVM account's name: `loading`, `none` (names work, the account has none), `set`, or `unavailable` (no server, another namespace, a failed lookup). */
export type AccountName = { status: 'loading' | 'none' | 'unavailable' } | { status: 'set'; name: string }

/**
 * The connected account's name by reverse lookup (the kit keeps answers 5 minutes, and knows a
 * name it has just registered at once). Only EVM accounts have names.
 */
export function useAccountName(): AccountName {
  const { portico } = usePorticoContext()
  const { address, isConnected, chainNamespace } = usePorticoAccount()
  const evm = isConnected && chainNamespace === 'eip155' && !!address
  const [state, setState] = useState<{ address?: string; name: AccountName }>({ name: { status: 'loading' } })

  useEffect(() => {
    if (!evm || !address) return
    let live = true
    portico.lookupAccountName({ address }).then(
      (name) => live && setState({ address, name: name ? { status: 'set', name } : { status: 'none' } }),
      () => live && setState({ address, name: { status: 'unavailable' } }),
    )
    return () => {
      live = false
    }
  }, [portico, evm, address])

  if (!evm) return { status: 'unavailable' }
  return state.address === address ? state.name : { status: 'loading' }
}
