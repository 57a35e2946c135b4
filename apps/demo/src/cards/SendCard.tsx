import { usePorticoAccount, useSendTransaction } from '@portico/react'
import { useState } from 'react'
import { errorText } from './errorText'

/** Account #1 of the standard test mnemonic: a handy receiver on the devnet. */
const DEFAULT_RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ONE_HUNDREDTH_ETH = 10n ** 16n

export function SendCard() {
  const { isConnected, network } = usePorticoAccount()
  const [to, setTo] = useState(DEFAULT_RECEIVER)
  const { sendTransaction, data, error, isPending } = useSendTransaction()
  const explorer = network && 'blockExplorers' in network ? network.blockExplorers?.default.url : undefined
  return (
    <section className="demo-card" aria-labelledby="send-title">
      <h2 id="send-title">Send 0.01 ETH</h2>
      <label className="demo-label">
        Receiver
        <input className="demo-mono" value={to} onChange={(e) => setTo(e.target.value)} spellCheck={false} />
      </label>
      <button
        type="button"
        className="demo-primary"
        disabled={!isConnected || isPending}
        onClick={() => sendTransaction({ to, value: ONE_HUNDREDTH_ETH })}
      >
        {isPending ? 'Waiting for the wallet…' : 'Send 0.01 ETH'}
      </button>
      {data ? (
        <p className="demo-result">
          Transaction:{' '}
          {explorer ? (
            <a href={`${explorer}/tx/${data}`} target="_blank" rel="noreferrer">
              <output data-testid="tx-hash" className="demo-mono">{data}</output>
            </a>
          ) : (
            <output data-testid="tx-hash" className="demo-mono">{data}</output>
          )}
        </p>
      ) : null}
      {error ? <p role="alert" className="demo-error">{errorText(error)}</p> : null}
    </section>
  )
}
