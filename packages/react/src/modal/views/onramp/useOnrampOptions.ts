import type { GetOnrampOptionsReturnType } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoContext } from '../../../context'

export type OnrampOptionsState =
  | { status: 'loading' }
  | { status: 'ready'; providers: GetOnrampOptionsReturnType['providers'] }
  | { status: 'error'; error: unknown }

/** What each provider offers in `country` (asked once per country). */
export function useOnrampOptions(country: string): OnrampOptionsState {
  const { portico } = usePorticoContext()
  const [state, setState] = useState<{ country: string; state: OnrampOptionsState }>()
  useEffect(() => {
    let live = true
    portico.fetchOnrampOptions({ country }).then(
      (providers) => live && setState({ country, state: { status: 'ready', providers } }),
      (error: unknown) => live && setState({ country, state: { status: 'error', error } }),
    )
    return () => {
      live = false
    }
  }, [portico, country])
  return state?.country === country ? state.state : { status: 'loading' }
}
