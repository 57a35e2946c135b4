import { useId } from 'react'
import { usePorticoContext } from '../../../context'
import { type EmailLoginProblem, problemText } from './emailLogin'

/** Where a mailed-code step is: waiting for the code, checking it, or mailing a new one. */
export type CodeStepState = { busy: 'verifying' | 'resending' | undefined; problem: EmailLoginProblem | undefined; resent: boolean }

export type CodeFormProps = {
  /** Where the code was sent, above the field (it describes the field). */
  prompt: string
  state: CodeStepState
  code: string
  onCode(code: string): void
  submitLabel: string
  onSubmit(): void
  onResend(): void
  /** Take focus when shown (a step that replaces another inside the same view). */
  autoFocus?: boolean | undefined
}

/**
 * A 6-digit mailed code: the field (digits only, the browser's one-time-code fill), the problem
 * of the last try, progress, submit and "send a new code". E-mail login and the e-mail update use it.
 */
export function CodeForm({ prompt, state, code, onCode, submitLabel, onSubmit, onResend, autoFocus }: CodeFormProps) {
  const { t } = usePorticoContext()
  const ids = { code: useId(), prompt: useId(), problem: useId() }
  return (
    <form
      className="portico-send portico-email-login"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <p id={ids.prompt} className="portico-muted portico-center">
        {prompt}
      </p>
      <div className="portico-field">
        <label htmlFor={ids.code}>{t('view.emailLogin.codeLabel')}</label>
        <input
          id={ids.code}
          className="portico-input portico-otp"
          data-autofocus=""
          autoFocus={autoFocus}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          aria-describedby={state.problem ? `${ids.prompt} ${ids.problem}` : ids.prompt}
          aria-invalid={state.problem ? true : undefined}
          onChange={(event) => onCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
      </div>
      {state.problem ? (
        <p id={ids.problem} className="portico-field__error" role="alert">
          {problemText(t, state.problem)}
        </p>
      ) : null}
      {state.busy === 'verifying' ? (
        <p className="portico-muted portico-center" role="status">
          {t('view.emailLogin.verifying')}
        </p>
      ) : state.resent ? (
        <p className="portico-muted portico-center" role="status">
          {t('view.emailLogin.codeSent')}
        </p>
      ) : null}
      <button type="submit" className="portico-primary" aria-disabled={code.length !== 6 || Boolean(state.busy) || undefined}>
        {submitLabel}
      </button>
      <button type="button" className="portico-secondary" aria-disabled={Boolean(state.busy) || undefined} onClick={onResend}>
        {t('view.emailLogin.resend')}
      </button>
    </form>
  )
}
