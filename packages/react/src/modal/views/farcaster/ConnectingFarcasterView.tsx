import { isMobileUserAgent, showConnected } from '@portico/core/internal'
import { useCallback, useEffect, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { Status } from '../../parts/Status'
import { FarcasterSignInPanel } from './FarcasterSignInPanel'
import { type FarcasterStep, farcasterEnding } from './farcasterSignIn'

/**
 * Sign In With Farcaster (spec ConnectingFarcaster): the wallet frame has the server open a relay
 * channel; its URL is shown as a QR code (on phones the deep link first, and a copy button); the frame
 * waits until the person approves in their Farcaster app, then the embedded wallet connects like
 * after an e-mail login. An expired request or a failure offers a retry.
 */
export function ConnectingFarcasterView() {
  const { portico, t, locale } = usePorticoContext()
  const [state, setState] = useState<FarcasterStep>({ step: 'preparing' })
  const [copied, setCopied] = useState(false)
  const [attempt, setAttempt] = useState(0)

  const connect = useCallback(async () => {
    const connector = portico.stores.connectors.getState().connectors.find((c) => c.type === 'auth')
    if (!connector) throw new Error('Address or auth connector not found')
    await portico.connect({ connectorId: connector.id })
    if (portico.stores.router.current().view === 'ConnectingFarcaster') showConnected(portico.context)
  }, [portico])

  useEffect(() => {
    const controller = new AbortController()
    void (async () => {
      try {
        const wallet = await portico.getEmbeddedWallet()
        void wallet.syncLocale(locale).catch(() => undefined)
        const { url, expiresAt } = await wallet.farcasterUri()
        if (controller.signal.aborted) return
        setState({ step: 'waiting', url, expiresAt: Date.parse(expiresAt) })
        await wallet.connectFarcaster({ signal: controller.signal })
        if (controller.signal.aborted) return
        setState({ step: 'connecting' })
        await connect()
      } catch (error) {
        if (!controller.signal.aborted) setState(farcasterEnding(error))
      }
    })()
    return () => {
      controller.abort(new Error('Request was aborted'))
    }
  }, [portico, connect, attempt])

  // The request ends at its expiry even if the frame's last answer has not come yet.
  const expiresAt = state.step === 'waiting' ? state.expiresAt : undefined
  useEffect(() => {
    if (!expiresAt) return
    const timer = setTimeout(() => setState((current) => (current.step === 'waiting' ? { step: 'expired' } : current)), Math.max(0, expiresAt - Date.now()))
    return () => clearTimeout(timer)
  }, [expiresAt])

  const retry = () => {
    setCopied(false)
    setState({ step: 'preparing' })
    setAttempt((n) => n + 1)
  }

  if (state.step === 'expired' || state.step === 'failed') {
    return (
      <Status
        tone="error"
        visual={<FarcasterIcon />}
        title={state.step === 'expired' ? t('view.farcaster.expired') : t('view.farcaster.failed')}
        hint={state.step === 'failed' && state.message ? state.message : t('view.farcaster.retryHint')}
        action={
          <button type="button" className="portico-secondary" autoFocus onClick={retry}>
            {t('view.farcaster.retry')}
          </button>
        }
      />
    )
  }
  if (state.step === 'connecting') {
    return <Status tone="waiting" visual={<FarcasterIcon />} title={t('view.farcaster.connecting')} hint={t('view.farcaster.waiting')} />
  }

  const url = state.step === 'waiting' ? state.url : undefined
  const mobile = typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent)
  const copy = async () => {
    if (!url) return
    await navigator.clipboard?.writeText(url).catch(() => undefined)
    setCopied(true)
  }
  return <FarcasterSignInPanel url={url} mobile={mobile} copied={copied} onCopy={() => void copy()} />
}

/** Farcaster's arch mark, drawn here (no image request). */
export function FarcasterIcon({ size = 64 }: { size?: number }) {
  return (
    <span className="portico-wallet-icon" aria-hidden="true">
      <svg width={size} height={size} viewBox="0 0 64 64">
        <rect width="64" height="64" rx="14" fill="#6a3fc0" />
        <path d="M18 16h28v32h-6V34a8 8 0 0 0-16 0v14h-6z" fill="#fff" />
      </svg>
    </span>
  )
}
