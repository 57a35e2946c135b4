import { formatBalance } from '@portico/core'
import { usePorticoBalance, usePortico, usePorticoAccount } from '@portico/react'

export function AccountCard() {
  const account = usePorticoAccount()
  const balance = usePorticoBalance()
  const { open } = usePortico()
  return (
    <section className="demo-card" aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      <dl className="demo-facts">
        <dt>Status</dt>
        <dd data-testid="status">{account.status}</dd>
        <dt>Address</dt>
        <dd data-testid="address" className="demo-mono">{account.address ?? '—'}</dd>
        <dt>Network</dt>
        <dd data-testid="network">{account.network ? `${account.network.name} (${account.network.caipNetworkId})` : '—'}</dd>
        <dt>Balance</dt>
        <dd data-testid="balance">{balance?.balance ? formatBalance(balance.balance.formatted, balance.balance.symbol) : '—'}</dd>
      </dl>
      <div className="demo-row">
        <button type="button" className="demo-secondary" onClick={() => open({ view: 'Networks' })}>
          Choose network
        </button>
      </div>
    </section>
  )
}
