import { EMBEDDED_WALLET, formatEmail } from '@portico/core'
import type { EmbeddedWalletClient } from '@portico/core/internal'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { CodeForm } from './CodeForm'
import { emailLoginProblem, emailLoginReducer, initialEmailLoginState, problemText } from './emailLogin'
import { showConnected } from '@portico/core/internal'

/**
 * Logs in with an e-mail through the wallet frame: the frame mails a device link (a new device:
 * the view waits and goes on by itself once it is followed) or a 6-digit code, then the embedded
 * wallet connects like any other.
 */
export function EmailLoginView({ email }: { email: string }) {
  const { portico, t, locale } = usePorticoContext()
  const [state, dispatch] = useReducer(emailLoginReducer, initialEmailLoginState)
  const [code, setCode] = useState('')
  const client = useRef<EmbeddedWalletClient | undefined>(undefined)
  const shown = formatEmail(email, EMBEDDED_WALLET.emailDisplayMax)

  const connect = useCallback(async () => {
    const connector = portico.stores.connectors.getState().connectors.find((c) => c.type === 'auth')
    try {
      if (!connector) throw new Error('Address or auth connector not found')
      await portico.connect({ connectorId: connector.id })
      if (portico.stores.router.current().view === 'EmailLogin') showConnected(portico.context)
    } catch (error) {
      dispatch({ type: 'connectFailed', problem: emailLoginProblem(error) })
    }
  }, [portico])

  // The first step runs once (StrictMode's double mount included): the frame loads (its code is a
  // chunk of its own) and mails a device link or a code. A step settling after unmount is ignored.
  const started = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    if (!started.current) {
      started.current = true
      void (async () => {
        try {
          const wallet = await portico.getEmbeddedWallet()
          client.current = wallet
          // The frame's approval and export screens speak the kit's language.
          void wallet.syncLocale(locale).catch(() => undefined)
          const { action } = await wallet.connectEmail(email)
          if (!mounted.current) return
          dispatch({ type: 'sent', action })
          if (action === 'CONNECT') return void connect()
          if (action === 'VERIFY_DEVICE') {
            await wallet.connectDevice()
            if (mounted.current) dispatch({ type: 'deviceApproved' })
          }
        } catch (error) {
          if (mounted.current) dispatch({ type: 'sendFailed', problem: emailLoginProblem(error) })
        }
      })()
    }
    return () => {
      mounted.current = false
    }
  }, [portico, email, connect])

  async function submit() {
    if (state.step !== 'otp' || state.busy || !/^\d{6}$/.test(code) || !client.current) return
    dispatch({ type: 'submit' })
    try {
      await client.current.connectOtp(code)
      dispatch({ type: 'otpAccepted' })
      await connect()
    } catch (error) {
      setCode('')
      dispatch({ type: 'otpFailed', problem: emailLoginProblem(error) })
    }
  }

  async function resend() {
    if (state.step !== 'otp' || state.busy || !client.current) return
    dispatch({ type: 'resend' })
    try {
      await client.current.connectEmail(email)
      dispatch({ type: 'resent' })
    } catch (error) {
      dispatch({ type: 'resendFailed', problem: emailLoginProblem(error) })
    }
  }

  if (state.step === 'sending' || state.step === 'connecting' || state.step === 'device') {
    const text =
      state.step === 'sending'
        ? t('view.emailLogin.sending', { email: shown })
        : state.step === 'device'
          ? t('view.emailLogin.device', { email: shown })
          : t('view.emailLogin.connecting')
    return (
      <div className="portico-status portico-status--waiting portico-email-login">
        <div className="portico-status__visual">
          <MailIcon />
          <span className="portico-spinner" aria-hidden="true" />
        </div>
        <p className="portico-status__title" role="status">
          {text}
        </p>
      </div>
    )
  }

  if (state.step === 'failed') {
    return (
      <div className="portico-status portico-status--error portico-email-login">
        <div className="portico-status__visual">
          <MailIcon />
        </div>
        <p className="portico-status__title" role="alert">
          {problemText(t, state.problem)}
        </p>
        <button type="button" className="portico-secondary" autoFocus onClick={() => portico.stores.router.back()}>
          {t('modal.back')}
        </button>
      </div>
    )
  }

  return (
    <CodeForm
      prompt={t('view.emailLogin.otp', { email: shown })}
      state={state}
      code={code}
      onCode={setCode}
      submitLabel={t('view.emailLogin.submit')}
      onSubmit={() => void submit()}
      onResend={() => void resend()}
    />
  )
}

function MailIcon() {
  return (
    <span className="portico-wallet-icon portico-email-login__icon" aria-hidden="true">
      <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" />
      </svg>
    </span>
  )
}
