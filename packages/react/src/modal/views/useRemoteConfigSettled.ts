import type { FeaturesState, Portico } from '@portico/core'
import { useEffect, useState } from 'react'
import { useStore } from '../../hooks/useStore'

/** How long the Connect view holds its list for the project's config at most. */
export const REMOTE_CONFIG_HOLD_MS = 1_500

const selectPending = (s: FeaturesState) => s.status === 'idle' || s.status === 'loading'

/**
 * False while a server's project config is still on its way (for at most REMOTE_CONFIG_HOLD_MS):
 * the Connect view then holds its list, because the config may add the e-mail field and the social
 * logins above the wallets and push them from under the visitor's pointer. True at once without a
 * server, and on every later open once the config is in.
 */
export function useRemoteConfigSettled(portico: Portico): boolean {
  const pending = useStore(portico.stores.features, selectPending) && portico.hasServer
  const [waited, setWaited] = useState(false)
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setWaited(true), REMOTE_CONFIG_HOLD_MS)
    return () => clearTimeout(timer)
  }, [pending])
  return !pending || waited
}
