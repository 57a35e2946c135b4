import { showConnected, startSameTabSocial } from '@portico/core/internal'
import { useEffect, useRef, useState } from 'react'
import { usePorticoContext } from '../../../context'
import type { MessageKey } from '../../../i18n/en'
import { SocialIcon } from './SocialIcon'
import { type SocialProblemKey, socialProblem } from './socialProblem'
import { openSocialWindow } from './socialStart'

type Step =
  | { step: 'opening' | 'waiting' | 'connecting' | 'blocked' | 'closed' | 'leaving' }
  | { step: 'failed'; problem: SocialProblemKey }

/** How often the view looks whether the visitor closed the sign-in window, and how long it then waits for a result on its way. */
const CLOSED_POLL_MS = 400
const CLOSED_GRACE_MS = 2000

/**
 * A social login (issue 28): the sign-in window (opened by the Connect view on the click) goes to
 * the provider's page the wallet frame asked the server for; the provider's answer reaches the
 * frame alone, which redeems it; the embedded wallet then connects as after an e-mail login. The
 * visitor can cancel, and try again when the window was blocked or closed or the login failed.
 * When the window was blocked they may go to the provider in this tab instead: the server sends
 * the browser back to this page, the kit reopens this view with `resume` (the outcome), and the
 * frame redeems the result as it would the popup's.
 */
export function ConnectingSocialView({ provider, resume }: { provider: string; resume?: { result: string } | { error: string } | undefined }) {
  const { portico, t, locale } = usePorticoContext()
  const [state, setState] = useState<Step>({ step: 'opening' })
  const attempt = useRef(0)
  const mounted = useRef(true)
  const popup = useRef<Window | null>(null)
  const name = t(`social.${provider}` as MessageKey)

  async function run(window: Window) {
    const id = ++attempt.current
    const current = () => mounted.current && attempt.current === id
    popup.current = window
    setState({ step: 'opening' })
    let settled = false
    let watch: ReturnType<typeof setInterval> | undefined
    try {
      const wallet = await portico.getEmbeddedWallet()
      void wallet.syncLocale(locale).catch(() => undefined)
      const uri = await wallet.socialRedirectUri(provider)
      if (!current()) return
      if (window.closed) return setState({ step: 'closed' })
      window.location.href = uri
      setState({ step: 'waiting' })
      // The window closed without an outcome (the callback page closes it only after handing it over).
      let closedAt: number | undefined
      watch = setInterval(() => {
        if (settled || !current() || !window.closed) return
        closedAt ??= Date.now()
        if (Date.now() - closedAt >= CLOSED_GRACE_MS) {
          clearInterval(watch)
          setState((previous) => (previous.step === 'waiting' ? { step: 'closed' } : previous))
        }
      }, CLOSED_POLL_MS)
      await wallet.connectSocial()
      settled = true
      if (!current()) return
      await connected()
    } catch (error) {
      settled = true
      if (current()) setState({ step: 'failed', problem: socialProblem(error) })
    } finally {
      clearInterval(watch)
    }
  }

  /** The frame has the session: the embedded wallet connects, the modal shows the account. */
  async function connected() {
    setState({ step: 'connecting' })
    const connector = portico.stores.connectors.getState().connectors.find((c) => c.type === 'auth')
    if (!connector) throw new Error('Address or auth connector not found')
    await portico.connect({ connectorId: connector.id })
    if (portico.stores.router.current().view === 'ConnectingSocial') showConnected(portico.context)
  }

  /** The window was blocked: to the provider in this tab; the server sends the browser back here. */
  async function continueInTab() {
    const id = ++attempt.current
    setState({ step: 'leaving' })
    try {
      const wallet = await portico.getEmbeddedWallet()
      const uri = await wallet.socialRedirectUri(provider, { returnTo: startSameTabSocial(provider) })
      if (mounted.current && attempt.current === id) window.location.assign(uri)
    } catch (error) {
      if (mounted.current && attempt.current === id) setState({ step: 'failed', problem: socialProblem(error) })
    }
  }

  /** Back from the provider in this tab: the frame redeems the result the server put in the address. */
  async function resumeLogin(outcome: { result: string } | { error: string }) {
    const id = ++attempt.current
    try {
      if ('error' in outcome) throw Object.assign(new Error(outcome.error), { code: outcome.error })
      setState({ step: 'connecting' })
      const wallet = await portico.getEmbeddedWallet()
      await wallet.resumeSocial(outcome.result)
      if (mounted.current && attempt.current === id) await connected()
    } catch (error) {
      if (mounted.current && attempt.current === id) setState({ step: 'failed', problem: socialProblem(error) })
    }
  }

  /** A new attempt from a click: the window opens in the click itself. */
  function retry() {
    popup.current?.close()
    const window = openSocialWindow()
    if (!window) return setState({ step: 'blocked' })
    void run(window)
  }

  function cancel() {
    attempt.current++
    popup.current?.close()
    portico.stores.router.back()
  }

  // The first attempt runs once (StrictMode's double mount included), with the window the click opened.
  const started = useRef(false)
  useEffect(() => {
    mounted.current = true
    if (!started.current) {
      started.current = true
      const window = portico.stores.embedded.getState().socialWindow
      portico.stores.embedded.setState({ socialWindow: undefined })
      if (resume) void resumeLogin(resume)
      else if (window) void run(window)
      else setState({ step: 'blocked' })
    }
    return () => {
      mounted.current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [portico])

  const waiting = state.step === 'opening' || state.step === 'waiting' || state.step === 'connecting' || state.step === 'leaving'
  const title =
    state.step === 'opening' || state.step === 'leaving'
      ? t('view.connectingSocial.opening', { provider: name })
      : state.step === 'waiting'
        ? t('view.connectingSocial.waiting', { provider: name })
        : state.step === 'connecting'
          ? t('view.emailLogin.connecting')
          : state.step === 'blocked'
            ? t('view.connectingSocial.blocked')
            : state.step === 'failed'
              ? t(state.problem, { provider: name })
              : t('view.connectingSocial.closed')
  const hint = state.step === 'waiting' ? t('view.connectingSocial.waitingHint') : state.step === 'blocked' ? t('view.connectingSocial.blockedHint') : undefined

  return (
    <div className={`portico-status portico-social-login ${waiting ? 'portico-status--waiting' : state.step === 'failed' ? 'portico-status--error' : ''}`}>
      <div className="portico-status__visual">
        <SocialIcon provider={provider} size={64} />
        {waiting ? <span className="portico-spinner" aria-hidden="true" /> : null}
      </div>
      <p className="portico-status__title" role={state.step === 'failed' ? 'alert' : 'status'}>
        {title}
      </p>
      {hint ? <p className="portico-status__hint">{hint}</p> : null}
      <div className="portico-social-login__actions">
        {state.step === 'waiting' || state.step === 'blocked' || state.step === 'closed' || state.step === 'failed' ? (
          <button type="button" className={state.step === 'waiting' ? 'portico-secondary' : 'portico-primary'} autoFocus onClick={retry}>
            {state.step === 'waiting'
              ? t('view.connectingSocial.reopen')
              : state.step === 'blocked'
                ? t('view.connectingSocial.openWindow')
                : t('view.connectingSocial.retry')}
          </button>
        ) : null}
        {state.step === 'blocked' ? (
          <button type="button" className="portico-secondary" onClick={() => void continueInTab()}>
            {t('view.connectingSocial.sameTab')}
          </button>
        ) : null}
        {state.step !== 'connecting' && state.step !== 'leaving' ? (
          <button type="button" className="portico-secondary" onClick={cancel}>
            {t('view.connectingSocial.cancel')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
