import { usePorticoSession } from '@portico/react'
import { useState } from 'react'

/** The sign-in session (SIWX): who is signed in, on which chain, until when; and sign-out. */
export function SessionCard() {
  const { session, status, signOut } = usePorticoSession()
  const [error, setError] = useState<string>()
  if (status === 'disabled') return null
  return (
    <section className="demo-card" aria-labelledby="session-title">
      <h2 id="session-title">Sign-in session</h2>
      {session ? (
        <>
          <dl className="demo-facts">
            <dt>Signed in as</dt>
            <dd data-testid="session-address" className="demo-mono">{session.data.accountAddress}</dd>
            <dt>Chain</dt>
            <dd data-testid="session-chain">{session.data.chainId}</dd>
            <dt>Expires</dt>
            <dd data-testid="session-expires">{session.expiresAt ? new Date(session.expiresAt).toLocaleString() : 'with the session'}</dd>
          </dl>
          <button type="button" className="demo-secondary" onClick={() => void signOut().catch((e: Error) => setError(e.message))}>
            Sign out
          </button>
        </>
      ) : (
        <p className="demo-muted" data-testid="session-none">
          {status === 'checking' || status === 'signing' ? 'Checking…' : 'Not signed in.'}
        </p>
      )}
      {error ? <p role="alert" className="demo-error">{error}</p> : null}
    </section>
  )
}
