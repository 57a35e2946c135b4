import { type PayState, truncateAddress } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { usePorticoAccount } from '../../../hooks/usePorticoAccount'
import { useStore } from '../../../hooks/useStore'
import { errorText } from '../../../i18n/visitorText'
import { NetworkIcon } from '../../parts/NetworkIcon'
import { TokenIcon } from '../account/TokenIcon'
import { formatSwapAmount } from '../swaps/swapFormat'
import { PayExchangeList } from './PayExchangeList'
import { PayOptionList } from './PayOptionList'
import { payReviewKey } from '@portico/core/internal'
import { LazySimulationSummary } from '../simulation/LazySimulationSummary'
import { useReview } from '../simulation/useReview'

const selectPay = (state: PayState) => state

/**
 * Pay (`portico.pay`): what is asked (amount, token, network, recipient). Without a wallet it
 * connects one first (and comes back here); connected, it lists the networks where the visitor
 * holds the asset, switches to the one picked, says when the balance is short, sends through the
 * wallet (what paying changes shown first, simulated, with its warnings) and shows progress until the receipt. Cancel rejects the app's promise. After a reload
 * while the wallet was asking, it says the wallet may still be asking (the kit watches the chain
 * for that payment) and offers to ask again.
 *
 * Or "Pay with an exchange" (no wallet needed): the exchanges that pay the asset; picking one
 * starts the payment there and offers its page in a new tab, where the visitor signs in and
 * confirms; the view waits for it, then shows progress until the receipt as for a wallet payment.
 */
export function PayView() {
  const { portico, t, locale } = usePorticoContext()
  const state = useStore(portico.stores.pay, selectPay)
  const { isConnected, address, network } = usePorticoAccount()
  const [starting, setStarting] = useState(false)
  const [tooLate, setTooLate] = useState(false)
  const { review, danger, understood, setUnderstood, blocked } = useReview(payReviewKey(state.selected))
  const reviewable = isConnected && state.status === 'ready' && state.recipient !== undefined

  // What paying with the selected asset changes, simulated before the wallet is asked.
  useEffect(() => {
    if (reviewable) void portico.reviewPay()
  }, [portico, reviewable, state.selected, address, network?.caipNetworkId])

  // The balances follow the account and its network.
  useEffect(() => {
    if (state.status === 'preparing' || state.status === 'ready') void portico.refreshPayOptions().catch(() => undefined)
  }, [portico, isConnected, address, network?.caipNetworkId])

  const option = state.options.find((o) => o.asset.id === state.selected) ?? state.options[0]
  const recipient = state.recipient
  if (!option || !recipient || state.status === 'idle') {
    return (
      <p className="portico-muted portico-center" role="status">
        {t('error.PayCancelledError')}
      </p>
    )
  }
  const amount = formatSwapAmount(option.value, option, locale)
  const recipientText = recipient.name ? `${recipient.name} (${truncateAddress(recipient.address)})` : truncateAddress(recipient.address)

  if (state.status === 'success') {
    return (
      <div className="portico-stack portico-send-result">
        <p className="portico-center portico-send-result__title" role="status">
          {t('view.pay.success', { amount, recipient: recipient.name ?? truncateAddress(recipient.address) })}
        </p>
        <button type="button" className="portico-primary" autoFocus onClick={() => void portico.leavePay()}>
          {t('view.pay.done')}
        </button>
      </div>
    )
  }

  const busy = state.status === 'sending' || state.status === 'confirming'
  const atExchange = state.status === 'exchange' ? state.exchange : undefined
  const exchanges = state.status === 'ready' || state.status === 'preparing' ? (state.exchanges ?? []) : []
  const startExchange = (exchange: string) => {
    setStarting(true)
    portico
      .payWithExchange({ exchange })
      .catch(() => undefined)
      .finally(() => setStarting(false))
  }
  const held = state.options.filter((o) => (o.balance ?? 0n) > 0n)
  const short = state.error?.name === 'PayInsufficientBalanceError'
  const declined = state.error?.name === 'UserRejectedRequestError'
  const walletAsked = state.status === 'walletAsked'
  const canPay = isConnected && (state.status === 'ready' || walletAsked) && !short && !blocked

  return (
    <div className="portico-stack portico-pay">
      <p className="portico-pay__amount">
        <TokenIcon url={option.iconUrl} symbol={option.symbol} size={36} />
        <span>{amount}</span>
      </p>
      <dl className="portico-summary">
        <div>
          <dt>{t('view.pay.to')}</dt>
          <dd>{recipientText}</dd>
        </div>
        <div>
          <dt>{t('view.pay.network')}</dt>
          <dd className="portico-pay__network">
            <NetworkIcon network={option.network} size={20} />
            {option.network.name}
          </dd>
        </div>
        {isConnected && option.balance !== undefined && state.options.length === 1 ? (
          <div>
            <dt>{t('view.pay.balance')}</dt>
            <dd>{formatSwapAmount(option.balance, option, locale)}</dd>
          </div>
        ) : null}
      </dl>
      {isConnected && state.options.length > 1 && state.status !== 'preparing' ? (
        held.length ? (
          <PayOptionList
            options={held}
            selected={state.selected}
            disabled={busy}
            onPick={(asset) => void portico.selectPayAsset({ asset }).catch(() => undefined)}
          />
        ) : (
          <p className="portico-muted portico-center">{t('view.pay.noneHeld', { symbol: option.symbol })}</p>
        )
      ) : null}
      {isConnected && (state.status === 'ready' || walletAsked) ? (
        <LazySimulationSummary review={review} danger={danger} understood={understood} onUnderstood={setUnderstood} />
      ) : null}
      {state.status === 'preparing' && isConnected ? (
        <p className="portico-muted portico-center" role="status">
          {t('view.pay.checking')}
        </p>
      ) : null}
      {busy ? (
        <p className="portico-muted portico-center" role="status">
          {t(state.status === 'sending' ? 'view.pay.sending' : 'view.pay.confirming')}
        </p>
      ) : null}
      {walletAsked ? (
        <p className="portico-muted portico-center" role="status">
          {t('view.pay.walletAsked')}
        </p>
      ) : null}
      {state.error && !busy ? (
        <p className="portico-field__error" role="alert">
          {declined ? t('view.pay.declined') : errorText(t, state.error)}
        </p>
      ) : null}
      {atExchange ? (
        <>
          <a className="portico-primary portico-onramp__pay" href={atExchange.url} target="_blank" rel="noopener noreferrer" data-autofocus="">
            {t('view.pay.exchangeOpen', { exchange: atExchange.exchange.name })}
          </a>
          <p className="portico-muted portico-center" role="status">
            {tooLate ? t('view.pay.exchangeTooLate', { exchange: atExchange.exchange.name }) : t('view.pay.exchangeWaiting', { exchange: atExchange.exchange.name })}
          </p>
          <div className="portico-send__actions">
            <button type="button" className="portico-secondary" onClick={() => void portico.cancelPay().then((cancelled) => setTooLate(!cancelled))}>
              {t('view.pay.cancel')}
            </button>
          </div>
        </>
      ) : isConnected ? (
        <div className="portico-send__actions">
          <button
            type="button"
            className="portico-secondary"
            aria-disabled={busy || undefined}
            onClick={() => !busy && void portico.cancelPay()}
          >
            {t('view.pay.cancel')}
          </button>
          {/* Unavailable while it cannot pay, yet focusable: focus stays on it rather than falling to the page. */}
          <button
            type="button"
            className="portico-primary"
            data-autofocus=""
            aria-disabled={!canPay || undefined}
            onClick={() => canPay && void portico.sendPayment().catch(() => undefined)}
          >
            {walletAsked ? t('view.pay.askAgain') : t('view.pay.confirm', { amount })}
          </button>
        </div>
      ) : (
        <div className="portico-send__actions">
          <button type="button" className="portico-secondary" onClick={() => void portico.cancelPay()}>
            {t('view.pay.cancel')}
          </button>
          <button type="button" className="portico-primary" data-autofocus="" onClick={() => portico.stores.router.push('Connect')}>
            {t('view.pay.connect')}
          </button>
        </div>
      )}
      {exchanges.length ? (
        <>
          <p className="portico-pay__section" aria-hidden="true">
            {t('view.pay.exchanges')}
          </p>
          <PayExchangeList exchanges={exchanges} disabled={starting} onPick={startExchange} />
        </>
      ) : null}
    </div>
  )
}
