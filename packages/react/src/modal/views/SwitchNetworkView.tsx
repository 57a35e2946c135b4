import { type CaipNetworkId, findNetwork, UserRejectedRequestError } from '@portico/core'
import { useCallback } from 'react'
import { usePorticoContext } from '../../context'
import { NetworkIcon } from '../parts/NetworkIcon'
import { Status } from '../parts/Status'
import { useRunOnce } from '../useRunOnce'
import { showAccount } from '@portico/core/internal'

/** Asks the wallet to switch (adding the chain when it does not know it); back to Account when done. */
export function SwitchNetworkView({ caipNetworkId }: { caipNetworkId: string }) {
  const { portico, t } = usePorticoContext()
  const network = findNetwork(portico.stores.network.getState().networks, caipNetworkId as CaipNetworkId)
  const task = useCallback(() => portico.switchNetwork({ caipNetworkId: caipNetworkId as CaipNetworkId }), [portico, caipNetworkId])
  const done = useCallback(() => showAccount(portico.context), [portico])
  const { status, error, retry } = useRunOnce(task, done)
  const declined = error instanceof UserRejectedRequestError

  return (
    <Status
      tone={status === 'error' ? 'error' : 'waiting'}
      visual={<NetworkIcon network={network} size={64} />}
      title={status === 'error' ? t('view.switchNetwork.declined') : t('view.switchNetwork.waiting')}
      hint={
        status !== 'error'
          ? t('view.switchNetwork.waitingHint')
          : declined
            ? t('view.switchNetwork.declinedHint')
            : ((error as { shortMessage?: string }).shortMessage ?? error!.message)
      }
      action={
        status === 'error' ? (
          <button type="button" className="portico-secondary" autoFocus onClick={retry}>
            {t('view.switchNetwork.retry')}
          </button>
        ) : null
      }
    />
  )
}
