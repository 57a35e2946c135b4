import { usePorticoContext } from '../../../context'
import { showAccount } from '@portico/core/internal'

/** The name is registered: it says so, and goes back to the account, which now shows it. */
export function RegisterAccountNameSuccessView({ name }: { name: string }) {
  const { portico, t } = usePorticoContext()
  return (
    <div className="portico-stack portico-names">
      <p className="portico-center portico-send-result__title" role="status">
        {t('view.registerNameSuccess.message', { name })}
      </p>
      <p className="portico-muted portico-center">{t('view.registerNameSuccess.hint')}</p>
      <button type="button" className="portico-primary" data-autofocus="" onClick={() => showAccount(portico.context)}>
        {t('view.registerNameSuccess.done')}
      </button>
    </div>
  )
}
