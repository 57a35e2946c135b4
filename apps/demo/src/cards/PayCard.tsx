import type { AssetId } from '@portico/core'
import { devnetTokenAddresses } from '@portico/devnet/chain'
import { usePorticoPay } from '@portico/react'
import { errorText } from './errorText'

/** Account #2 of the standard test mnemonic: the shop being paid. */
export const PAY_RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
/** PUSD on either devnet chain: the visitor pays on the one where they hold it. */
const PUSD: readonly AssetId[] = [`eip155:31337/erc20:${devnetTokenAddresses.PUSD}`, `eip155:31338/erc20:${devnetTokenAddresses.PUSD}`]

/** Pay 5 PUSD with one call (`portico.pay`); works connected or not (the Pay view connects first). */
export function PayCard() {
  const { pay, data, error, isPending } = usePorticoPay()
  // The page's `payTo` address when it names one (the end-to-end files each check their own shop's balance).
  const recipient = (new URLSearchParams(location.search).get('payTo') as `0x${string}` | null) ?? PAY_RECIPIENT
  return (
    <section className="demo-card" aria-labelledby="pay-title">
      <h2 id="pay-title">Pay 5 PUSD</h2>
      <p className="demo-muted">
        To the shop at <span className="demo-mono">{recipient}</span>, on either devnet chain.
      </p>
      <button type="button" className="demo-primary" onClick={() => pay({ recipient, asset: PUSD, amount: '5' })}>
        {isPending ? 'Paying…' : 'Pay 5 PUSD'}
      </button>
      {data ? (
        <p className="demo-result">
          Paid in block {String(data.receipt.blockNumber)}: <output data-testid="pay-hash" className="demo-mono">{data.hash}</output>
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="demo-error">
          {errorText(error)}
          {error.cause instanceof Error ? ` (${errorText(error.cause)})` : ''}
        </p>
      ) : null}
    </section>
  )
}
