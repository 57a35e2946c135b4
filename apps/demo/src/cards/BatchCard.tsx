import { porticoPaymasterService } from '@portico/core'
import { useCallsStatus, usePorticoAccount, useSendCalls } from '@portico/react'
import { useState } from 'react'
import { demoServer } from '../demoServer'
import { errorText } from './errorText'

/** Account #1 of the standard test mnemonic: a handy receiver on the devnet. */
const DEFAULT_RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ONE_THOUSANDTH_ETH = 10n ** 15n

/**
 * EIP-5792 in the demo: two transfers (0.001 and 0.002 ETH) in one `sendCalls`. A wallet with
 * `wallet_sendCalls` gets them as one batch, with the Portico server's paymaster offered for the gas
 * (ERC-7677, optional: a wallet without it pays); any other wallet, one transaction each (`sequential`).
 */
export function BatchCard() {
  const { isConnected } = usePorticoAccount()
  const [to, setTo] = useState(DEFAULT_RECEIVER)
  const { sendCalls, data, error, isPending } = useSendCalls()
  const { data: status, error: statusError } = useCallsStatus({ id: data?.id })
  const { serverUrl, projectId } = demoServer()
  const capabilities = serverUrl && projectId ? porticoPaymasterService({ serverUrl, projectId }) : undefined
  const calls = [
    { to, value: ONE_THOUSANDTH_ETH },
    { to, value: 2n * ONE_THOUSANDTH_ETH },
  ]
  return (
    <section className="demo-card" aria-labelledby="batch-title">
      <h2 id="batch-title">Send a batch</h2>
      <label className="demo-label">
        Receiver of 0.001 and 0.002 ETH
        <input className="demo-mono" value={to} onChange={(e) => setTo(e.target.value)} spellCheck={false} />
      </label>
      <button type="button" className="demo-primary" disabled={!isConnected || isPending} onClick={() => sendCalls({ calls, capabilities })}>
        {isPending ? 'Waiting for the wallet…' : 'Send 2 calls'}
      </button>
      {data ? (
        <p className="demo-result">
          {data.mode === 'sequential' ? 'Sent one transaction per call (the wallet has no EIP-5792)' : 'Sent as one batch'}:{' '}
          <output data-testid="calls-status">{status ? `${status.status} (${status.statusCode})` : 'pending'}</output>
        </p>
      ) : null}
      {error || statusError ? <p role="alert" className="demo-error">{errorText((error ?? statusError)!)}</p> : null}
    </section>
  )
}
