import type { ConnectionStatus } from '@portico/core'
import { usePortico } from '@portico/react'
import { useEffect, useState } from 'react'

/** Every connection status the kit went through since the page loaded, and the kit's events. */
export function StatusLog() {
  const { portico } = usePortico()
  const [statuses, setStatuses] = useState<ConnectionStatus[]>(() => [portico.getAccount().status])
  const [events, setEvents] = useState<string[]>([])
  useEffect(() => {
    const push = (status: ConnectionStatus) => setStatuses((list) => (list[list.length - 1] === status ? list : [...list, status]))
    push(portico.getAccount().status)
    const stop = portico.stores.connection.subscribe(() => push(portico.getAccount().status))
    const onConnect = (e: { address: string; caipNetworkId: string }) => setEvents((l) => [...l, `connect ${e.caipNetworkId}`])
    const onDisconnect = (e: { chainNamespace: string }) => setEvents((l) => [...l, `disconnect ${e.chainNamespace}`])
    portico.on('connect', onConnect)
    portico.on('disconnect', onDisconnect)
    return () => {
      stop()
      portico.off('connect', onConnect)
      portico.off('disconnect', onDisconnect)
    }
  }, [portico])
  return (
    <section className="demo-card" aria-labelledby="log-title">
      <h2 id="log-title">Status history</h2>
      <ol className="demo-log" aria-label="Status history" data-testid="status-history">
        {statuses.map((status, i) => (
          <li key={i}>{status}</li>
        ))}
      </ol>
      <h3>Events</h3>
      <ol className="demo-log" aria-label="Events">
        {events.map((event, i) => (
          <li key={i}>{event}</li>
        ))}
      </ol>
    </section>
  )
}
