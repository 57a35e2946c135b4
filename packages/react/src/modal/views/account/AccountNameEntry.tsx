import { usePorticoContext } from '../../../context'
import type { AccountName } from '../../../hooks/useAccountName'

/** "Choose a name" in the Account view, for an EVM account that has none while names work. */
export function AccountNameEntry({ accountName }: { accountName: AccountName }) {
  const { portico, t } = usePorticoContext()
  if (accountName.status !== 'none') return null
  return (
    <button type="button" className="portico-item" onClick={() => portico.stores.router.push('RegisterAccountName')}>
      <span className="portico-item__label">{t('view.account.chooseName')}</span>
      <span className="portico-chevron" aria-hidden="true">›</span>
    </button>
  )
}
