import { formatBalance, truncateAddress } from '@portico/core'
import { usePorticoContext } from '../context'
import { useAccountName } from '../hooks/useAccountName'
import { usePorticoBalance } from '../hooks/usePorticoBalance'
import { usePorticoAccount } from '../hooks/usePorticoAccount'
import { loadModal } from '../modal/loadModal'
import { Avatar } from '../parts/Avatar'
import { useLocaleProps } from '../i18n/useLocaleProps'
import { useThemeProps } from '../theme/useTheme'

export type PorticoButtonProps = {
  /** Which faces the button may show: both (default), only the connect face, or only the account face. */
  show?: 'both' | 'connect' | 'account'
  /** Show the balance beside the address (default true); below 640 px wide the button never shows it. */
  balance?: boolean
}

/**
 * The one button a page needs: "Connect Wallet" while disconnected, the account (balance and its
 * name, or its truncated address without one; on small screens without the balance) once connected or while a known account
 * reconnects. It stays one element, so focus survives the change.
 */
export function PorticoButton({ show = 'both', balance: showBalance = true }: PorticoButtonProps) {
  const { portico, t, locale } = usePorticoContext()
  const account = usePorticoAccount()
  const balance = usePorticoBalance()
  const accountName = useAccountName()
  const theme = useThemeProps()
  const localeProps = useLocaleProps()
  // A reload shows the last account while the wallet is asked again (status 'connecting'), never a
  // flash of "Connect Wallet".
  const connected = account.status !== 'disconnected' && !!account.address
  if ((show === 'connect' && connected) || (show === 'account' && !connected)) return null
  // A visitor about to click: the modal's chunk and the wallet actions start loading.
  const warmUp = () => {
    void loadModal()
    void portico.preload().catch(() => undefined)
  }

  // The account's name when it has one (spec §3's profile name), else its truncated address.
  const named = accountName.status === 'set' ? accountName : undefined
  const short = connected ? (named?.name ?? truncateAddress(account.address!)) : ''
  const amount =
    connected && showBalance && account.isSupportedNetwork && balance?.balance
      ? formatBalance(balance.balance.formatted, balance.balance.symbol, locale)
      : undefined

  return (
    <button
      type="button"
      {...theme}
      {...localeProps}
      className={`${theme.className} portico-button${connected ? ' portico-button--account' : ''}${connected && !account.isSupportedNetwork ? ' portico-button--warning' : ''}`}
      data-portico-button=""
      aria-busy={account.status === 'connecting' || undefined}
      aria-haspopup="dialog"
      onPointerEnter={warmUp}
      onFocus={warmUp}
      onClick={() => portico.open()}
    >
      {connected ? (
        <>
          {!account.isSupportedNetwork ? (
            <span className="portico-button__warning">{t('button.wrongNetwork')}</span>
          ) : amount ? (
            <span className="portico-button__balance">{amount}</span>
          ) : null}
          <span className="portico-button__address">
            <Avatar address={account.address} src={named?.avatar} size={20} />
            <span className="portico-button__name">{short}</span>
          </span>
        </>
      ) : (
        t('button.connect')
      )}
    </button>
  )
}

/** Only the "Connect Wallet" face; renders nothing once connected. */
export function ConnectButton() {
  return <PorticoButton show="connect" />
}

/** Only the account face; renders nothing while disconnected. */
export function AccountButton(props: Omit<PorticoButtonProps, 'show'>) {
  return <PorticoButton {...props} show="account" />
}
