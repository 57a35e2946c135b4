import type { Connector } from '@portico/core'
import { useCallback } from 'react'
import { usePorticoContext } from '../../context'
import { useStore } from '../../hooks/useStore'
import { Status } from '../parts/Status'
import { WalletIcon } from '../parts/WalletIcon'
import { useRunOnce } from '../useRunOnce'
import { connectFailureText } from './connectFailureText'
import { showConnected } from '@portico/core/internal'

/** Asks a browser wallet to connect: waiting, declined (with retry) or failed; then Account. */
export function ConnectingExternalView({ connectorId }: { connectorId: string }) {
  const { portico, t } = usePorticoContext()
  const connector = useStore(portico.stores.connectors, (s: { connectors: readonly Connector[] }) =>
    s.connectors.find((c) => c.id === connectorId),
  )
  const name = connector?.name ?? connectorId
  const task = useCallback(() => portico.connect({ connectorId }), [portico, connectorId])
  // Sign-in (SIWX) may already have moved on to its own view: only leave this one.
  const done = useCallback(() => {
    if (portico.stores.router.current().view === 'ConnectingExternal') showConnected(portico.context)
  }, [portico])
  const { status, error, retry } = useRunOnce(task, done)

  const failure = connectFailureText(t, error)
  return (
    <Status
      tone={status === 'error' ? 'error' : 'waiting'}
      visual={<WalletIcon name={name} icon={connector?.icon} size={64} />}
      title={status !== 'error' ? t('view.connectingExternal.waiting', { wallet: name }) : failure.title}
      hint={status !== 'error' ? t('view.connectingExternal.waitingHint') : failure.hint}
      action={
        status === 'error' ? (
          <button type="button" className="portico-secondary" autoFocus onClick={retry}>
            {t('view.connectingExternal.retry')}
          </button>
        ) : null
      }
    />
  )
}
