import { usePorticoContext } from '../../context'
import { usePorticoAccount } from '../../hooks/usePorticoAccount'
import { Avatar } from '../../parts/Avatar'
import { Status } from '../parts/Status'

/**
 * The modal opened while a reload restores last visit's session: last visit's account, waiting.
 * Core moves on to Account once the restore lands, or to Connect with an alert when it fails
 * (navigation/restore.ts).
 */
export function RestoringView() {
  const { t } = usePorticoContext()
  const account = usePorticoAccount()
  return (
    <Status
      tone="waiting"
      visual={<Avatar address={account.address} size={64} />}
      title={t('view.restoring.status')}
      hint={t('view.restoring.hint')}
    />
  )
}
