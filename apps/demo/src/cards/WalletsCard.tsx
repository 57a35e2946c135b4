import { truncateAddress } from '@portico/core'
import { usePortico, usePorticoConnections, useSwitchConnection } from '@portico/react'
import { useState, useSyncExternalStore } from 'react'
import { errorText } from './errorText'

/**
 * Multi-wallet: the wallets connected at once (with the project's multiWallet feature on), one
 * button each to make it active, the modal's ProfileWallets view, and what the kit's
 * `getConnections()` answers (with the feature off: an info alert and nothing).
 */
export function WalletsCard() {
  const { portico, open } = usePortico()
  const features = useSyncExternalStore(portico.stores.features.subscribe, portico.stores.features.getState)
  const { isEnabled, connections } = usePorticoConnections()
  const { switchConnection, error } = useSwitchConnection()
  const [answer, setAnswer] = useState<string>()
  const setting = features.status === 'loading' ? 'checking…' : `${isEnabled ? 'on' : 'off'}${features.source === 'remote' ? ' (project setting)' : ''}`

  async function ask() {
    const list = await portico.getConnections()
    setAnswer(`getConnections() returned ${list.length} ${list.length === 1 ? 'connection' : 'connections'}`)
  }

  return (
    <section className="demo-card" aria-labelledby="wallets-title">
      <h2 id="wallets-title">Wallets</h2>
      <p className="demo-muted" data-testid="multi-wallet">
        Multi-wallet: {setting}
      </p>
      {isEnabled ? (
        <ul className="demo-log" aria-label="Wallets connected at once">
          {connections.map((connection) => {
            const name = connection.connector?.name ?? connection.connectorId
            return (
              <li key={connection.connectorId}>
                {name} <span className="demo-mono">{truncateAddress(connection.accounts[0] ?? '')}</span>{' '}
                {connection.isActive ? (
                  '(active)'
                ) : (
                  <button type="button" className="demo-secondary" onClick={() => switchConnection({ connectorId: connection.connectorId })}>
                    Use {name}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
      <div className="demo-row">
        {isEnabled ? (
          <button type="button" className="demo-secondary" onClick={() => open({ view: 'ProfileWallets' })}>
            Manage wallets
          </button>
        ) : null}
        <button type="button" className="demo-secondary" onClick={() => void ask()}>
          Ask the kit for its connections
        </button>
      </div>
      {answer ? <output data-testid="connections-answer">{answer}</output> : null}
      {error ? <p role="alert" className="demo-error">{errorText(error)}</p> : null}
    </section>
  )
}
