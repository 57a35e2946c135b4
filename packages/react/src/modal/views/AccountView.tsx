import { EMBEDDED_WALLET, type EmbeddedWalletState, formatBalance, formatEmail, isUnsupportedNetwork } from '@portico/core'
import { useStore } from '../../hooks/useStore'
import { lazy, Suspense, useState } from 'react'
import { usePorticoContext } from '../../context'
import { useAccountName } from '../../hooks/useAccountName'
import { usePorticoBalance } from '../../hooks/usePorticoBalance'
import { usePorticoAccount } from '../../hooks/usePorticoAccount'
import { usePorticoNetwork } from '../../hooks/usePorticoNetwork'
import { NetworkIcon } from '../parts/NetworkIcon'
import { truncateAddress } from '@portico/core'
import { AccountAvatar } from './account/AccountAvatar'
import { AccountNameEntry } from './account/AccountNameEntry'
import { ProfileWalletsEntry } from './account/ProfileWalletsEntry'
import { SmartAccountEntry } from './account/SmartAccountEntry'
import { WalletFeatures } from './account/WalletFeatures'
import { SocialAccount } from './social/SocialAccount'

const selectEmail = (s: EmbeddedWalletState) => s.email
const selectSocial = (s: EmbeddedWalletState) => s.social

const AccountTokens = lazy(() => import('./account/AccountTokens').then((m) => ({ default: m.AccountTokens })))

/** The connected account: address (copy), balance, network (switch) and disconnect, then the tokens. */
export function AccountView() {
  const { portico, t, locale } = usePorticoContext()
  const account = usePorticoAccount()
  const balance = usePorticoBalance()
  const accountName = useAccountName()
  const { networks } = usePorticoNetwork()
  const [copied, setCopied] = useState(false)
  const email = useStore(portico.stores.embedded, selectEmail)
  const social = useStore(portico.stores.embedded, selectSocial)
  if (!account.address) return null
  const network = account.network
  const embedded = portico.stores.connectors.getState().connectors.find((c) => c.id === account.connectorId)?.type === 'auth'
  // Connected by e-mail (the embedded wallet): its address can change, and its key can be exported.
  const byEmail = email !== undefined && embedded
  // Connected by a social login: its name (or the provider's) is shown, with its sessions.
  const bySocial = social !== undefined && embedded
  // Connected by a passkey (no e-mail, no social): its sessions, passkeys and logins are in the frame too.
  const byPasskey = embedded && !byEmail && !bySocial
  const amount =
    balance?.status === 'error' && !balance.balance
      ? t('view.account.balanceUnavailable')
      : balance?.balance
        ? formatBalance(balance.balance.formatted, balance.balance.symbol, locale)
        : t('view.account.balanceLoading')

  async function copy() {
    await navigator.clipboard?.writeText(account.address!).catch(() => undefined)
    setCopied(true)
    setTimeout(() => setCopied(false), 1500)
  }

  return (
    <div className="portico-account">
      <AccountAvatar
        address={account.address}
        nameAvatar={accountName.status === 'set' ? accountName.avatar : undefined}
        socialAvatar={bySocial ? social.userAvatar : undefined}
      />
      {accountName.status === 'set' ? (
        <p className="portico-account__name">
          <span className="portico-visually-hidden">{t('view.account.name', { name: accountName.name })}</span>
          <span aria-hidden="true">{accountName.name}</span>
        </p>
      ) : null}
      <p className="portico-account__address" title={account.address}>
        {truncateAddress(account.address)}
      </p>
      {network && networks.some((other) => other.chainNamespace !== network.chainNamespace) ? (
        // An app with several namespaces: which one this account is.
        <p className="portico-account__namespace">
          <span className="portico-tag">{t(`namespace.${network.chainNamespace}`)}</span>
        </p>
      ) : null}
      {byEmail ? (
        <p className="portico-muted" title={email}>
          {t('view.account.email', { email: formatEmail(email, EMBEDDED_WALLET.emailDisplayMax) })}
        </p>
      ) : null}
      {bySocial ? <SocialAccount provider={social.provider} userName={social.userName} /> : null}
      {byEmail ? <SmartAccountEntry /> : null}
      {network && !isUnsupportedNetwork(network) ? (
        // A paragraph cannot be named (aria-label): what is read is the amount with what it is.
        <p className="portico-account__balance">
          <span className="portico-visually-hidden">{t('view.account.balance', { amount })}</span>
          <span aria-hidden="true">{amount}</span>
        </p>
      ) : null}
      <div className="portico-account__actions">
        <button type="button" className="portico-secondary" onClick={copy} aria-live="polite">
          {copied ? t('view.account.copied') : t('view.account.copy')}
        </button>
      </div>
      <WalletFeatures />
      <AccountNameEntry accountName={accountName} />
      <ProfileWalletsEntry />
      <button
        type="button"
        className="portico-item"
        data-autofocus=""
        onClick={() => portico.stores.router.push('Networks')}
      >
        {network && !isUnsupportedNetwork(network) ? <NetworkIcon network={network} size={24} /> : <span className="portico-network-dot" aria-hidden="true" />}
        <span className="portico-item__label">{t('view.account.network', { network: network?.name ?? '' })}</span>
        <span className="portico-chevron" aria-hidden="true">›</span>
      </button>
      {byPasskey ? (
        // A passkey-only wallet exports with its passkey (no e-mail to mail a code to).
        <button type="button" className="portico-item" onClick={() => portico.stores.router.push('ExportKey')}>
          <span className="portico-item__label">{t('view.account.exportKey')}</span>
          <span className="portico-chevron" aria-hidden="true">›</span>
        </button>
      ) : null}
      {(bySocial || byPasskey) && !byEmail ? (
        <button type="button" className="portico-item" onClick={() => portico.stores.router.push('EmbeddedSessions')}>
          <span className="portico-item__label">{t('view.account.sessions')}</span>
          <span className="portico-chevron" aria-hidden="true">›</span>
        </button>
      ) : null}
      {byEmail ? (
        <>
          <button type="button" className="portico-item" onClick={() => portico.stores.router.push('UpdateEmailWallet')}>
            <span className="portico-item__label">{t('view.account.updateEmail')}</span>
            <span className="portico-chevron" aria-hidden="true">›</span>
          </button>
          <button type="button" className="portico-item" onClick={() => portico.stores.router.push('ExportKey')}>
            <span className="portico-item__label">{t('view.account.exportKey')}</span>
            <span className="portico-chevron" aria-hidden="true">›</span>
          </button>
          <button type="button" className="portico-item" onClick={() => portico.stores.router.push('EmbeddedSessions')}>
            <span className="portico-item__label">{t('view.account.sessions')}</span>
            <span className="portico-chevron" aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
      <button type="button" className="portico-item portico-item--danger" onClick={() => void portico.disconnect().catch(() => undefined)}>
        <span className="portico-item__label">{t('view.account.disconnect')}</span>
      </button>
      {/* Last: the tokens arrive later (a lazy chunk, then the balances) and their height varies, so
          nothing a visitor may be pressing moves when they do. */}
      <Suspense fallback={null}>
        <AccountTokens />
      </Suspense>
    </div>
  )
}
