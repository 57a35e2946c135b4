import { type ConnectWalletStep, type Connector, UserRejectedRequestError } from '@portico/core'
import { useCallback, useRef, useState } from 'react'
import { usePorticoContext } from '../../context'
import { useStore } from '../../hooks/useStore'
import { Status } from '../parts/Status'
import { WalletIcon } from '../parts/WalletIcon'
import { useRunOnce } from '../useRunOnce'
import { connectFailureText } from './connectFailureText'
import { showConnected } from '@portico/core/internal'

const selectConnectors = (s: { connectors: readonly Connector[] }) => s.connectors
const declined = (step: ConnectWalletStep) => step.error instanceof UserRejectedRequestError

/**
 * Connects a wallet that speaks several namespaces (one Connect entry), once per namespace: the
 * request under way, each namespace's step, then Account; when only some namespaces connected,
 * the visitor tries the others again or continues with what connected.
 */
export function ConnectingNamespacesView({ connectorIds }: { connectorIds: readonly string[] }) {
  const { portico, t } = usePorticoContext()
  const connectors = useStore(portico.stores.connectors, selectConnectors)
  const wallet = connectors.find((c) => c.id === connectorIds[0])
  const name = wallet?.name ?? connectorIds[0] ?? ''
  // Every step shown so far, by connector: a retry asks again only for those that did not connect.
  const [steps, setSteps] = useState<readonly ConnectWalletStep[]>([])
  const stepsRef = useRef(steps)
  const asking = useRef(connectorIds)
  const record = useCallback((next: readonly ConnectWalletStep[]) => {
    const byId = new Map(stepsRef.current.map((step) => [step.connectorId, step]))
    for (const step of next) byId.set(step.connectorId, step)
    stepsRef.current = [...byId.values()]
    setSteps(stepsRef.current)
  }, [])
  const task = useCallback(
    () => portico.connectWallet({ connectorIds: asking.current, onProgress: record }),
    [portico, record],
  )
  const done = useCallback(() => {
    // Sign-in (SIWX) may already have moved on to its own view: only leave this one.
    if (stepsRef.current.every((step) => step.status === 'connected') && portico.stores.router.current().view === 'ConnectingExternal') {
      showConnected(portico.context)
    }
  }, [portico])
  const { status, error, retry } = useRunOnce(task, done)
  const retryRest = () => {
    const rest = stepsRef.current.filter((step) => step.status !== 'connected').map((step) => step.connectorId)
    asking.current = rest.length ? rest : connectorIds
    retry()
  }

  const current = steps.find((step) => step.status === 'connecting')
  const partial = status === 'success' && steps.some((step) => step.status !== 'connected')
  const namespaceOf = (step: ConnectWalletStep) => t(`namespace.${step.chainNamespace}`)
  const stepText = (step: ConnectWalletStep) =>
    step.status === 'failed' && declined(step)
      ? t('view.connectingNamespaces.step.declined')
      : t(`view.connectingNamespaces.step.${step.status}`)

  const failure = connectFailureText(t, error)
  const title =
    status === 'pending'
      ? t('view.connectingExternal.waiting', { wallet: name })
      : partial
        ? t('view.connectingNamespaces.partial')
        : failure.title
  const hint =
    status === 'pending'
      ? current
        ? t('view.connectingNamespaces.waitingHint', { namespace: namespaceOf(current) })
        : t('view.connectingExternal.waitingHint')
      : partial
        ? t('view.connectingNamespaces.partialHint')
        : failure.hint

  return (
    <Status
      tone={status === 'error' || partial ? 'error' : 'waiting'}
      visual={<WalletIcon name={name} icon={wallet?.icon} size={64} />}
      title={title}
      hint={hint}
      action={
        <>
          <ul className="portico-steps" aria-label={t('view.connectingNamespaces.stepsLabel')}>
            {steps.map((step) => (
              <li key={step.connectorId} className={`portico-steps__step portico-steps__step--${step.status}`}>
                <span>{namespaceOf(step)}</span>
                <span className="portico-steps__status">{stepText(step)}</span>
              </li>
            ))}
          </ul>
          {status === 'error' || partial ? (
            <div className="portico-steps__actions">
              <button type="button" className="portico-secondary" autoFocus onClick={retryRest}>
                {t('view.connectingExternal.retry')}
              </button>
              {partial ? (
                <button type="button" className="portico-secondary" onClick={() => showConnected(portico.context)}>
                  {t('view.connectingNamespaces.continue')}
                </button>
              ) : null}
            </div>
          ) : null}
        </>
      }
    />
  )
}
