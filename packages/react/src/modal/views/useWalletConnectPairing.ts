import { type PairingState } from '@portico/core'
import { watchPairingExpiry } from '@portico/core/internal'
import { useCallback, useEffect, useRef, useState } from 'react'
import { usePorticoContext } from '../../context'
import { useStore } from '../../hooks/useStore'

const selectPairing = (s: PairingState) => s

/**
 * Runs a WalletConnect pairing for the view: makes a URI on mount, makes a new one without the user doing
 * anything when the current one is within 10 s of its 4-minute expiry, and again on `retry()`. Only the
 * latest attempt counts (an expired attempt settling later changes nothing).
 */
export function useWalletConnectPairing(onConnected: () => void) {
  const { portico } = usePorticoContext()
  const pairing = useStore(portico.stores.pairing, selectPairing)
  const [error, setError] = useState<Error | undefined>(undefined)
  const attempt = useRef(0)
  const mounted = useRef(true)
  const connected = useRef(false)

  const start = useCallback(() => {
    const id = ++attempt.current
    setError(undefined)
    portico.connectWalletConnect().then(
      () => {
        connected.current = true
        if (mounted.current && id === attempt.current) onConnected()
      },
      (e: Error) => mounted.current && id === attempt.current && setError(e),
    )
  }, [portico, onConnected])

  useEffect(() => {
    mounted.current = true
    if (attempt.current === 0) start()
    const stop = watchPairingExpiry(portico.stores.pairing, () => start())
    return () => {
      mounted.current = false
      stop()
      // Left the view (not StrictMode's remount, which sets `mounted` again at once): stop waiting.
      setTimeout(() => {
        if (!mounted.current && !connected.current) void portico.abandonWalletConnect()
      }, 0)
    }
  }, [portico, start])

  return { uri: error ? undefined : pairing.uri, error, retry: start }
}
