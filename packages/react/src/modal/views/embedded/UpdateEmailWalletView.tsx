import { EMBEDDED_WALLET, formatEmail, isEmailAddress, type EmbeddedWalletState } from '@portico/core'
import { useEffect, useId, useReducer, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { useStore } from '../../../hooks/useStore'
import { CodeForm } from './CodeForm'
import { emailLoginProblem, problemText } from './emailLogin'
import { initialUpdateEmailState, updateEmailReducer } from './updateEmail'

const selectEmail = (s: EmbeddedWalletState) => s.email

/**
 * Moves the e-mail wallet to a new address (spec §2, §4): the new address, then a code the frame
 * mails to the current address, then one it mails to the new address; then the new address is the
 * wallet's and the view goes back to the account, which shows it. The wallet and its key stay.
 */
export function UpdateEmailWalletView() {
  const { portico, t } = usePorticoContext()
  const current = useStore(portico.stores.embedded, selectEmail) ?? ''
  const [state, dispatch] = useReducer(updateEmailReducer, initialUpdateEmailState)
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [code, setCode] = useState('')
  const ids = { email: useId(), intro: useId(), problem: useId() }

  useEffect(() => {
    if (state.step === 'done') portico.stores.router.back()
  }, [state.step, portico])

  async function send() {
    const address = email.trim()
    if (state.step !== 'email' || state.busy) return
    if (!isEmailAddress(address)) return setInvalid(true)
    dispatch({ type: 'send' })
    try {
      const wallet = await portico.getEmbeddedWallet()
      const { action } = await wallet.updateEmail(address)
      dispatch({ type: 'sent', email: address.toLowerCase(), action })
    } catch (error) {
      dispatch({ type: 'sendFailed', problem: emailLoginProblem(error) })
    }
  }

  async function submit() {
    if ((state.step !== 'primary' && state.step !== 'secondary') || state.busy || !/^\d{6}$/.test(code)) return
    dispatch({ type: 'submit' })
    try {
      const wallet = await portico.getEmbeddedWallet()
      if (state.step === 'primary') {
        await wallet.updateEmailPrimaryOtp(code)
        setCode('')
        dispatch({ type: 'primaryAccepted' })
      } else {
        await wallet.updateEmailSecondaryOtp(code)
        dispatch({ type: 'secondaryAccepted' })
      }
    } catch (error) {
      setCode('')
      dispatch({ type: 'otpFailed', problem: emailLoginProblem(error) })
    }
  }

  async function resend() {
    if ((state.step !== 'primary' && state.step !== 'secondary') || state.busy) return
    dispatch({ type: 'resend' })
    try {
      const { action } = await (await portico.getEmbeddedWallet()).updateEmail(state.email)
      dispatch({ type: 'resent', action })
    } catch (error) {
      dispatch({ type: 'resendFailed', problem: emailLoginProblem(error) })
    }
  }

  if (state.step === 'done') return null

  if (state.step === 'email') {
    const problem = invalid ? t('view.connect.emailInvalid') : state.problem ? problemText(t, state.problem) : undefined
    return (
      <form
        className="portico-send portico-email-login"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void send()
        }}
      >
        <p id={ids.intro} className="portico-muted portico-center">
          {t('view.updateEmail.intro')}
        </p>
        <p className="portico-muted portico-center" title={current}>
          {t('view.account.email', { email: formatEmail(current, EMBEDDED_WALLET.emailDisplayMax) })}
        </p>
        <div className="portico-field">
          <label htmlFor={ids.email}>{t('view.updateEmail.emailLabel')}</label>
          <input
            id={ids.email}
            className="portico-input"
            data-autofocus=""
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${ids.intro} ${ids.problem}` : ids.intro}
            onChange={(event) => {
              setEmail(event.target.value)
              setInvalid(false)
            }}
          />
        </div>
        {problem ? (
          <p id={ids.problem} className="portico-field__error" role="alert">
            {problem}
          </p>
        ) : null}
        {state.busy ? (
          <p className="portico-muted portico-center" role="status">
            {t('view.updateEmail.sending', { email: formatEmail(current, EMBEDDED_WALLET.emailDisplayMax) })}
          </p>
        ) : null}
        <button type="submit" className="portico-primary" aria-disabled={state.busy || undefined}>
          {t('view.updateEmail.submit')}
        </button>
      </form>
    )
  }

  const shown = formatEmail(state.step === 'primary' ? current : state.email, EMBEDDED_WALLET.emailDisplayMax)
  return (
    <CodeForm
      key={state.step}
      prompt={state.step === 'primary' ? t('view.updateEmail.primary', { email: shown }) : t('view.updateEmail.secondary', { email: shown })}
      state={state}
      code={code}
      onCode={setCode}
      submitLabel={t('view.updateEmail.submit')}
      onSubmit={() => void submit()}
      onResend={() => void resend()}
      autoFocus
    />
  )
}
