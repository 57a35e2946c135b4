import type { EmbeddedWalletState } from '@portico/core'
import { useState } from 'react'
import { usePorticoContext } from '../../../context'
import { useStore } from '../../../hooks/useStore'

const selectAccounts = (s: EmbeddedWalletState) => s.accounts

/**
 * The embedded wallet's account type on this network (spec §3): which account acts (the smart
 * account or the EOA), whether the smart account is deployed yet, and the switch between the two
 * (spec §7 "set preferred account"; the frame remembers it per network). Shown only where the
 * wallet has a smart account (the server has a bundler for the network).
 */
export function SmartAccountEntry() {
  const { portico, t } = usePorticoContext()
  const accounts = useStore(portico.stores.embedded, selectAccounts)
  const [state, setState] = useState<'idle' | 'switching' | 'failed'>('idle')
  if (!accounts) return null
  const smart = accounts.preferred === 'smartAccount'
  const other = smart ? 'eoa' : 'smartAccount'

  async function switchAccount() {
    setState('switching')
    try {
      const wallet = await portico.getEmbeddedWallet()
      await wallet.setPreferredAccount(other)
      setState('idle')
    } catch {
      setState('failed')
    }
  }

  return (
    <div className="portico-account__type">
      <p>
        <span className="portico-tag">{t('view.account.accountType', { type: t(smart ? 'view.account.smartAccount' : 'view.account.eoa') })}</span>
      </p>
      {smart ? <p className="portico-muted">{t(accounts.deployed ? 'view.account.deployed' : 'view.account.notDeployed')}</p> : null}
      <button type="button" className="portico-secondary" disabled={state === 'switching'} aria-busy={state === 'switching'} onClick={() => void switchAccount()}>
        {t(smart ? 'view.account.useEoa' : 'view.account.useSmartAccount')}
      </button>
      {state === 'failed' ? <p role="alert">{t('view.account.switchFailed')}</p> : null}
    </div>
  )
}
