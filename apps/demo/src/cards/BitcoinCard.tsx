import type { BitcoinAdapter } from '@portico/bitcoin'
import { usePorticoAccount } from '@portico/react'
import { Fragment, useState } from 'react'
import { errorText } from './errorText'

/**
 * Signs a PSBT through the Bitcoin adapter's public API (`signPsbt`): paste a base64 PSBT, the
 * connected wallet signs every input with the payment address, the signed PSBT (not finalized, not
 * broadcast) shows below.
 */
export function BitcoinCard({ bitcoin }: { bitcoin: BitcoinAdapter }) {
  const { chainNamespace, address } = usePorticoAccount()
  const [psbt, setPsbt] = useState('')
  const [signed, setSigned] = useState<string>()
  const [error, setError] = useState<Error>()
  const [pending, setPending] = useState(false)
  const accounts = chainNamespace === 'bip122' ? bitcoin.getAccounts() : []
  const sign = async () => {
    setPending(true)
    setError(undefined)
    setSigned(undefined)
    try {
      setSigned((await bitcoin.signPsbt({ psbt: psbt.trim() })).psbt)
    } catch (cause) {
      setError(cause as Error)
    } finally {
      setPending(false)
    }
  }
  return (
    <section className="demo-card" aria-labelledby="bitcoin-title">
      <h2 id="bitcoin-title">Bitcoin PSBT</h2>
      {chainNamespace !== 'bip122' ? (
        <p className="demo-muted">Switch to a Bitcoin network (or connect a Bitcoin wallet) to sign a PSBT.</p>
      ) : (
        <>
          <dl className="demo-facts">
            {accounts.map((account) => (
              <Fragment key={account.address}>
                <dt>{account.type === 'payment' ? 'Payment address' : 'Ordinal address'}</dt>
                <dd className="demo-mono" data-testid={`bitcoin-${account.type}`}>{account.address}</dd>
              </Fragment>
            ))}
          </dl>
          <label className="demo-label">
            PSBT (base64)
            <textarea value={psbt} onChange={(e) => setPsbt(e.target.value)} rows={3} />
          </label>
          <button type="button" className="demo-primary" disabled={!address || !psbt.trim() || pending} onClick={() => void sign()}>
            {pending ? 'Waiting for the wallet…' : 'Sign PSBT'}
          </button>
          {signed ? (
            <p className="demo-result">
              Signed PSBT: <output data-testid="signed-psbt" className="demo-mono">{signed}</output>
            </p>
          ) : null}
          {error ? <p role="alert" className="demo-error">{errorText(error)}</p> : null}
        </>
      )}
    </section>
  )
}
