import type { SIWXState } from '@portico/core'
import { useCallback } from 'react'
import { usePorticoContext } from '../context'
import { useStore } from './useStore'

const select = (s: SIWXState) => s

/**
 * The sign-in (SIWX) state: `status` ('disabled' | 'idle' | 'checking' | 'prompting' | 'signing' |
 * 'signedIn'), the `session` when signed in, and `signOut`.
 *
 * @example
 * const { session, signOut } = usePorticoSession()
 * if (session) console.log(session.data.accountAddress, session.expiresAt)
 */
export function usePorticoSession() {
  const { portico } = usePorticoContext()
  const state = useStore(portico.stores.siwx, select)
  const signOut = useCallback(() => portico.signOut(), [portico])
  return { ...state, isSignedIn: state.status === 'signedIn', signOut }
}
