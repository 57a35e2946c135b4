import { type AccountState, formatTokenQuantity, setSend, type TokenBalance } from '@portico/core'
import { accountFeatureWorksOn } from '@portico/core/internal'
import { useReceiverName } from './useReceiverName'
import { useEffect, useId, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { errorText } from '../../../i18n/visitorText'
import { usePorticoAccount } from '../../../hooks/usePorticoAccount'
import { useStore } from '../../../hooks/useStore'
import { usePorticoTokenBalances } from '../../../hooks/usePorticoTokenBalances'

const selectSend = (s: AccountState) => s.send
const keyOf = (token: TokenBalance) => `${token.chainId}:${token.address ?? 'native'}`

/**
 * Send: a token from the balances, an amount (with Max) and a receiver. "Review send" checks
 * everything the spec asks before the wallet is involved and shows the first problem inline;
 * the preview (fee, confirm) is the next view.
 */
export function SendView() {
  const { portico, t, locale } = usePorticoContext()
  const entry = usePorticoTokenBalances()
  const send = useStore(portico.stores.account, selectSend)
  const [error, setError] = useState<string>()
  const ids = { token: useId(), amount: useId(), receiver: useId(), receiverHint: useId(), error: useId() }
  const resolveReceiver = useReceiverName()
  // Names are EVM accounts' (their adapter declares `names`): only there may the receiver be one.
  const names = accountFeatureWorksOn(portico.context, 'names', usePorticoAccount().chainNamespace)
  const describedBy = [names ? ids.receiverHint : '', error ? ids.error : ''].join(' ').trim() || undefined
  const balances = entry?.balances ?? []
  const token = send.token && balances.find((b) => keyOf(b) === keyOf(send.token!))

  // The first token is picked by default; a token that left the balances is dropped.
  useEffect(() => {
    if (!balances.length) return
    if (!send.token || !balances.some((b) => keyOf(b) === keyOf(send.token!))) setSend(portico.stores.account, { token: balances[0] })
    else if (token && token !== send.token) setSend(portico.stores.account, { token })
  }, [portico, balances, send.token, token])

  async function review() {
    try {
      await resolveReceiver()
      await portico.checkSend()
      setError(undefined)
      portico.stores.router.push('WalletSendPreview')
    } catch (cause) {
      setError(errorText(t, cause))
    }
  }

  return (
    <form
      className="portico-send"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void review()
      }}
    >
      <label className="portico-field" htmlFor={ids.token}>
        <span>{t('view.send.token')}</span>
        <select
          id={ids.token}
          className="portico-input"
          data-autofocus=""
          value={token ? keyOf(token) : ''}
          onChange={(event) => setSend(portico.stores.account, { token: balances.find((b) => keyOf(b) === event.target.value) })}
        >
          {balances.length ? null : <option value="">{t('view.send.noTokens')}</option>}
          {balances.map((balance) => (
            <option key={keyOf(balance)} value={keyOf(balance)}>
              {balance.symbol} — {formatTokenQuantity(balance.quantity, locale)}
            </option>
          ))}
        </select>
      </label>
      <div className="portico-field">
        <label htmlFor={ids.amount}>{t('view.send.amount')}</label>
        <div className="portico-field__row">
          <input
            id={ids.amount}
            className="portico-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={send.sendTokenAmount ?? ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setSend(portico.stores.account, { sendTokenAmount: event.target.value.replace(',', '.') })}
          />
          <button type="button" className="portico-secondary" disabled={!token} onClick={() => token && setSend(portico.stores.account, { sendTokenAmount: token.quantity.numeric })}>
            {t('view.send.max')}
          </button>
        </div>
        {token ? (
          <span className="portico-muted portico-field__hint">
            {t('view.send.available', { quantity: formatTokenQuantity(token.quantity, locale), symbol: token.symbol })}
          </span>
        ) : null}
      </div>
      <label className="portico-field" htmlFor={ids.receiver}>
        <span>{t('view.send.receiver')}</span>
        <input
          id={ids.receiver}
          className="portico-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('view.send.receiverPlaceholder')}
          value={send.receiverProfileName ?? send.receiverAddress ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setSend(portico.stores.account, { receiverAddress: event.target.value.trim(), receiverProfileName: undefined })}
        />
        {names ? (
          <span id={ids.receiverHint} className="portico-muted portico-field__hint">
            {t('view.send.receiverHint')}
          </span>
        ) : null}
      </label>
      {error ? (
        <p id={ids.error} className="portico-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="portico-primary">
        {t('view.send.review')}
      </button>
    </form>
  )
}
