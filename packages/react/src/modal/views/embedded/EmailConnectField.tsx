import { isEmailAddress } from '@portico/core'
import { useId, useState } from 'react'
import { usePorticoContext } from '../../../context'

/**
 * The Connect view's e-mail field (shown when the project has e-mail login on): a valid address
 * (spec §5) opens EmailLogin, which loads the wallet frame.
 */
export function EmailConnectField() {
  const { portico, t } = usePorticoContext()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const ids = { input: useId(), error: useId() }

  return (
    <form
      className="portico-email-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const address = email.trim()
        if (!isEmailAddress(address)) return setInvalid(true)
        portico.track('EMAIL_SUBMITTED')
        portico.stores.router.push('EmailLogin', { email: address })
      }}
    >
      <label htmlFor={ids.input} className="portico-field">
        {t('view.connect.emailLabel')}
      </label>
      <div className="portico-email-form__row">
        <input
          id={ids.input}
          className="portico-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? ids.error : undefined}
          onChange={(event) => {
            setEmail(event.target.value)
            setInvalid(false)
          }}
        />
      </div>
      {invalid ? (
        <p id={ids.error} className="portico-field__error" role="alert">
          {t('view.connect.emailInvalid')}
        </p>
      ) : null}
      <button type="submit" className="portico-primary">
        {t('view.connect.emailContinue')}
      </button>
    </form>
  )
}
