import { usePorticoAccount, useSignMessage } from '@portico/react'
import { useState } from 'react'
import { errorText } from './errorText'

export function SignCard() {
  const { isConnected } = usePorticoAccount()
  const [message, setMessage] = useState('Hello from Portico')
  const { signMessage, data, error, isPending } = useSignMessage()
  return (
    <section className="demo-card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <label className="demo-label">
        Message
        <textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={2} />
      </label>
      <button
        type="button"
        className="demo-primary"
        disabled={!isConnected || isPending}
        onClick={() => signMessage({ message })}
      >
        {isPending ? 'Waiting for the wallet…' : 'Sign message'}
      </button>
      {data ? (
        <p className="demo-result">
          Signature: <output data-testid="signature" className="demo-mono">{data}</output>
        </p>
      ) : null}
      {error ? <p role="alert" className="demo-error">{errorText(error)}</p> : null}
    </section>
  )
}
