import { isValidAvatarUrl } from '@portico/core/internal'
import { useId, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { errorText } from '../../../i18n/visitorText'
import { NameSuggestionList } from './NameSuggestionList'
import { type NameAvailability, useNameAvailability } from './useNameAvailability'

type Phase = { step: 'editing' } | { step: 'signing' } | { step: 'error'; message: string; suggestions: readonly string[] }

/**
 * Choose a name for the connected account: availability and suggestions as the visitor types,
 * then "Register" asks the wallet to sign the registration and the server records it.
 */
export function RegisterAccountNameView() {
  const { portico, t } = usePorticoContext()
  const [input, setInput] = useState('')
  const [avatarText, setAvatar] = useState('')
  const [phase, setPhase] = useState<Phase>({ step: 'editing' })
  const availability = useNameAvailability(input)
  const ids = { input: useId(), status: useId(), error: useId(), avatar: useId(), avatarHint: useId() }
  const avatar = avatarText.trim() || undefined
  const avatarInvalid = avatar !== undefined && !isValidAvatarUrl(avatar)
  const canRegister = availability.status === 'checked' && availability.result.available && !avatarInvalid && phase.step !== 'signing'

  async function register() {
    if (!canRegister) return
    setPhase({ step: 'signing' })
    try {
      const record = await portico.registerName({ name: availability.name, avatar })
      portico.stores.router.replace('RegisterAccountNameSuccess', { name: record.name })
    } catch (cause) {
      const error = cause as { name?: string; suggestions?: readonly string[] }
      const declined = error.name === 'UserRejectedRequestError'
      setPhase({ step: 'error', message: declined ? t('view.registerName.declined') : errorText(t, cause), suggestions: error.suggestions ?? [] })
    }
  }

  function choose(name: string) {
    setInput(name)
    setPhase({ step: 'editing' })
  }

  const suggestions = phase.step === 'error' && phase.suggestions.length ? phase.suggestions : availability.status === 'checked' && !availability.result.available ? availability.result.suggestions : []

  return (
    <form
      className="portico-send portico-names"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void register()
      }}
    >
      <p className="portico-muted portico-center">{t('view.registerName.intro')}</p>
      <div className="portico-field">
        <label htmlFor={ids.input}>{t('view.registerName.label')}</label>
        <input
          id={ids.input}
          className="portico-input"
          data-autofocus=""
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={input}
          aria-invalid={availability.status === 'invalid' || (availability.status === 'checked' && !availability.result.available) ? true : undefined}
          aria-describedby={ids.status}
          onChange={(event) => {
            setInput(event.target.value)
            if (phase.step === 'error') setPhase({ step: 'editing' })
          }}
        />
        <span id={ids.status} className="portico-muted portico-field__hint" role="status">
          <AvailabilityText availability={availability} />
        </span>
      </div>
      <div className="portico-field">
        <label htmlFor={ids.avatar}>{t('view.registerName.avatar')}</label>
        <input
          id={ids.avatar}
          className="portico-input"
          type="url"
          inputMode="url"
          autoComplete="photo"
          autoCapitalize="none"
          spellCheck={false}
          value={avatarText}
          aria-invalid={avatarInvalid || undefined}
          aria-describedby={ids.avatarHint}
          onChange={(event) => setAvatar(event.target.value)}
        />
        <span id={ids.avatarHint} className={avatarInvalid ? 'portico-field__error' : 'portico-muted portico-field__hint'}>
          {t(avatarInvalid ? 'view.registerName.avatarInvalid' : 'view.registerName.avatarHint')}
        </span>
      </div>
      {availability.status === 'error' ? (
        <p className="portico-field__error" role="alert">
          {t('error.NameSuggestionsError')}
        </p>
      ) : null}
      {suggestions.length ? <NameSuggestionList suggestions={suggestions} onChoose={choose} /> : null}
      {phase.step === 'error' ? (
        <p id={ids.error} className="portico-field__error" role="alert">
          {phase.message}
        </p>
      ) : null}
      {phase.step === 'signing' ? (
        <p className="portico-muted portico-center" role="status">
          {t('view.registerName.signing')}
        </p>
      ) : null}
      <button type="submit" className="portico-primary" aria-disabled={!canRegister || undefined}>
        {t('view.registerName.register')}
      </button>
    </form>
  )
}

function AvailabilityText({ availability }: { availability: NameAvailability }) {
  const { t } = usePorticoContext()
  switch (availability.status) {
    case 'empty':
      return <>{t('view.registerName.rules')}</>
    case 'invalid':
      return <>{t(`view.registerName.problem.${availability.problem}`)}</>
    case 'checking':
      return <>{t('view.registerName.checking')}</>
    case 'error':
      return null
    case 'checked':
      return <>{t(availability.result.available ? 'view.registerName.available' : 'view.registerName.taken', { name: availability.name })}</>
  }
}
