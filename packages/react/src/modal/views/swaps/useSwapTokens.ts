import type { SwapToken } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { usePorticoAccount } from '../../../hooks/usePorticoAccount'

export type SwapTokens = { status: 'loading' } | { status: 'ready'; tokens: readonly SwapToken[] } | { status: 'error'; error: unknown }

/** The tokens that can be swapped on the active network (native first), fetched again when the network changes. */
export function useSwapTokens(): SwapTokens {
  const { portico } = usePorticoContext()
  const { network: active } = usePorticoAccount()
  const network = active?.caipNetworkId
  const [state, setState] = useState<{ network?: string; tokens: SwapTokens }>({ tokens: { status: 'loading' } })

  useEffect(() => {
    let live = true
    portico.fetchSwapTokens().then(
      (tokens) => live && setState({ network, tokens: { status: 'ready', tokens } }),
      (error: unknown) => live && setState({ network, tokens: { status: 'error', error } }),
    )
    return () => {
      live = false
    }
  }, [portico, network])

  return state.network === network ? state.tokens : { status: 'loading' }
}
