import { UserRejectedRequestError } from '@portico/core'
import type { Translate } from '../../i18n/translate'

/** What the connecting views say when a connection did not happen: declined in the wallet, or failed with the error's short message. */
export function connectFailureText(t: Translate, error: Error | undefined): { title: string; hint: string } {
  if (error instanceof UserRejectedRequestError) {
    return { title: t('view.connectingExternal.declined'), hint: t('view.connectingExternal.declinedHint') }
  }
  return { title: t('view.connectingExternal.error'), hint: (error as { shortMessage?: string } | undefined)?.shortMessage ?? error?.message ?? '' }
}
