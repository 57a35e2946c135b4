import { devnetTokenAddresses } from '@portico/devnet/chain'
import { useCallsStatus, usePorticoAccount, useSendCalls } from '@portico/react'
import { useState } from 'react'
import { encodeFunctionData, erc20Abi, isAddress, maxUint256 } from 'viem'
import { errorText } from './errorText'

/**
 * An unlimited ERC-20 approval, as many apps ask for one: `sendCalls` with `review: true`, so the
 * kit's own review step shows what it grants first (simulated by the Portico server, the call read
 * with its descriptor, the warning) and asks the visitor to confirm the risk before the wallet is asked.
 */
export function ApproveCard() {
  const { isConnected } = usePorticoAccount()
  const [spender, setSpender] = useState('')
  const { sendCalls, data, error, isPending } = useSendCalls()
  const { data: status } = useCallsStatus({ id: data?.id })
  const valid = isAddress(spender, { strict: false })
  const approve = () =>
    sendCalls({ calls: [{ to: devnetTokenAddresses.PUSD, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as `0x${string}`, maxUint256] }) }], review: true })
  return (
    <section className="demo-card" aria-labelledby="approve-title">
      <h2 id="approve-title">Approve PUSD</h2>
      <p className="demo-muted">An unlimited allowance, reviewed by the kit before your wallet is asked.</p>
      <label className="demo-label">
        Spender
        <input className="demo-mono" value={spender} onChange={(e) => setSpender(e.target.value)} spellCheck={false} placeholder="0x…" />
      </label>
      <button type="button" className="demo-primary" disabled={!isConnected || isPending || !valid} onClick={approve}>
        {isPending ? 'Waiting for the review…' : 'Approve unlimited PUSD'}
      </button>
      {data ? (
        <p className="demo-result">
          Approval: <output data-testid="approve-status">{status ? `${status.status} (${status.statusCode})` : 'pending'}</output>
        </p>
      ) : null}
      {error ? <p role="alert" className="demo-error">{errorText(error)}</p> : null}
    </section>
  )
}
