import { type AccountState, formatTokenQuantity, isUnsupportedNetwork, resetSend, type SendEstimate, truncateAddress } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { usePorticoAccount } from '../../../hooks/usePorticoAccount'
import { useStore } from '../../../hooks/useStore'
import { sendReviewKey, showAccount } from '@portico/core/internal'
import { LazySimulationSummary } from '../simulation/LazySimulationSummary'
import { useReview } from '../simulation/useReview'

const selectSend = (s: AccountState) => s.send

type Phase = { step: 'review' } | { step: 'waiting' } | { step: 'error'; message: string } | { step: 'sent'; hash: string }

/**
 * The send preview: what goes where, the network fee estimate, what it changes (simulated by the
 * Portico server, with its warnings; a danger needs "I understand the risk" first), then confirm,
 * and the result with the explorer link.
 */
export function SendPreviewView() {
  const { portico, t, locale } = usePorticoContext()
  const { network } = usePorticoAccount()
  const send = useStore(portico.stores.account, selectSend)
  const [fee, setFee] = useState<SendEstimate | null | undefined>()
  const [phase, setPhase] = useState<Phase>({ step: 'review' })
  const { review, danger, understood, setUnderstood, blocked } = useReview(sendReviewKey)

  useEffect(() => {
    let live = true
    // What the send changes, simulated before the wallet is asked (shown when it answers).
    void portico.reviewSend()
    portico.estimateSend().then(
      (estimate) => live && setFee(estimate ?? null),
      () => live && setFee(null),
    )
    return () => {
      live = false
    }
  }, [portico])

  if (!send.token || !network || isUnsupportedNetwork(network)) return null
  const quantity = formatTokenQuantity(send.sendTokenAmount ?? '0', locale)
  const explorer = network.blockExplorers?.default

  async function confirm() {
    if (phase.step === 'waiting' || blocked) return
    setPhase({ step: 'waiting' })
    try {
      setPhase({ step: 'sent', hash: await portico.sendToken() })
    } catch (cause) {
      const error = cause as { name?: string; shortMessage?: string }
      const declined = error.name === 'UserRejectedRequestError'
      setPhase({ step: 'error', message: declined ? t('view.sendPreview.declined') : (error.shortMessage ?? t('view.sendPreview.failed')) })
    }
  }

  function done() {
    resetSend(portico.stores.account)
    showAccount(portico.context)
  }

  if (phase.step === 'sent') {
    return (
      <div className="portico-stack portico-send-result">
        <p className="portico-center portico-send-result__title" role="status">
          {t('view.sendPreview.success', { quantity, symbol: send.token.symbol })}
        </p>
        {explorer ? (
          <a className="portico-item" href={`${explorer.url.replace(/\/+$/, '')}/tx/${phase.hash}`} target="_blank" rel="noreferrer">
            <span className="portico-item__label">{t('view.sendPreview.explorer', { explorer: explorer.name })}</span>
          </a>
        ) : (
          <p className="portico-muted portico-center portico-hash">{t('view.sendPreview.hash', { hash: phase.hash })}</p>
        )}
        {/* Replaces the Send button, which had focus: focus moves here. */}
        <button type="button" className="portico-primary" autoFocus onClick={done}>
          {t('view.sendPreview.done')}
        </button>
      </div>
    )
  }

  return (
    <div className="portico-stack">
      <dl className="portico-summary">
        <div>
          <dt>{t('view.sendPreview.sending')}</dt>
          <dd>
            {quantity} {send.token.symbol}
          </dd>
        </div>
        <div>
          <dt>{t('view.sendPreview.to')}</dt>
          <dd title={send.receiverAddress}>
            {send.receiverProfileName ? <span className="portico-summary__name">{send.receiverProfileName} </span> : null}
            {truncateAddress(send.receiverAddress ?? '')}
          </dd>
        </div>
        <div>
          <dt>{t('view.sendPreview.network')}</dt>
          <dd>{network.name}</dd>
        </div>
        <div>
          <dt>{t('view.sendPreview.fee')}</dt>
          <dd>
            {fee === undefined
              ? t('view.sendPreview.feeEstimating')
              : fee === null
                ? t('view.sendPreview.feeUnavailable')
                : `${formatTokenQuantity(fee.formatted) === '0.000' ? `<${formatTokenQuantity('0.001', locale)}` : formatTokenQuantity(fee.formatted, locale)} ${fee.symbol}`}
          </dd>
        </div>
      </dl>
      <LazySimulationSummary review={review} danger={danger} understood={understood} onUnderstood={setUnderstood} />
      {phase.step === 'error' ? (
        <p className="portico-field__error" role="alert">
          {phase.message}
        </p>
      ) : null}
      {phase.step === 'waiting' ? (
        <p className="portico-muted portico-center" role="status">
          {t('view.sendPreview.waiting')}
        </p>
      ) : null}
      <div className="portico-send__actions">
        <button type="button" className="portico-secondary" onClick={() => portico.stores.router.back()}>
          {t('view.sendPreview.cancel')}
        </button>
        {/* Unavailable while the wallet is asked, yet focusable: focus stays on it rather than falling to the page. */}
        <button type="button" className="portico-primary" data-autofocus="" aria-disabled={phase.step === 'waiting' || blocked || undefined} onClick={() => void confirm()}>
          {t('view.sendPreview.confirm')}
        </button>
      </div>
    </div>
  )
}
