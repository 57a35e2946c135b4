import type { RouteData, SwapQuote } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { errorText } from '../../../i18n/visitorText'
import { formatSwapAmount } from './swapFormat'
import { SwapQuoteSummary } from './SwapQuoteSummary'
import { showAccount } from '@portico/core/internal'

type SwapRequest = NonNullable<RouteData['swap']>

type Phase =
  | { step: 'loading' }
  | { step: 'ready'; quote: SwapQuote; approve: boolean }
  | { step: 'approving'; quote: SwapQuote }
  | { step: 'swapping'; quote: SwapQuote; approve: boolean }
  | { step: 'error'; message: string; quote?: SwapQuote; approve?: boolean }
  | { step: 'swapped'; quote: SwapQuote }

/**
 * The swap preview: a fresh quote, then "Approve {token}" first when the swap contract may not
 * spend enough of the token paid with (the wallet sends the approval, mined before going on), then
 * "Swap" (the wallet sends the swap), and what was swapped.
 */
export function SwapPreviewView({ swap }: { swap: SwapRequest }) {
  const { portico, t, locale } = usePorticoContext()
  const [phase, setPhase] = useState<Phase>({ step: 'loading' })
  const amount = BigInt(swap.amount)

  async function prepare(): Promise<Phase> {
    const [quote, allowance] = await Promise.all([
      portico.fetchSwapQuote({ ...swap, amount }),
      swap.from === 'native' ? undefined : portico.fetchSwapAllowance({ token: swap.from }),
    ])
    return { step: 'ready', quote, approve: allowance !== undefined && allowance.allowance < amount }
  }

  useEffect(() => {
    let live = true
    prepare().then(
      (ready) => live && setPhase(ready),
      (error: unknown) => live && setPhase({ step: 'error', message: errorText(t, error) }),
    )
    return () => {
      live = false
    }
    // Once per preview: the route's data is its key.
  }, [])

  const failed = (error: unknown, quote: SwapQuote | undefined, approve: boolean | undefined): Phase => {
    const declined = (error as { name?: string }).name === 'UserRejectedRequestError'
    return { step: 'error', message: declined ? t('view.swapPreview.declined') : errorText(t, error), quote, approve }
  }

  async function approve(quote: SwapQuote) {
    setPhase({ step: 'approving', quote })
    try {
      await portico.approveSwap({ token: swap.from, amount })
      setPhase(await prepare())
    } catch (error) {
      setPhase(failed(error, quote, true))
    }
  }

  async function confirm(quote: SwapQuote) {
    setPhase({ step: 'swapping', quote, approve: false })
    try {
      const result = await portico.swap({ ...swap, amount })
      setPhase({ step: 'swapped', quote: result.quote })
    } catch (error) {
      setPhase(failed(error, quote, false))
    }
  }

  if (phase.step === 'swapped') {
    const { quote } = phase
    return (
      <div className="portico-stack portico-send-result">
        <p className="portico-center portico-send-result__title" role="status">
          {t('view.swapPreview.success', { from: formatSwapAmount(quote.from.amount, quote.from, locale), to: formatSwapAmount(quote.to.amount, quote.to, locale) })}
        </p>
        <button type="button" className="portico-primary" autoFocus onClick={() => showAccount(portico.context)}>
          {t('view.swapPreview.done')}
        </button>
      </div>
    )
  }

  const quote = phase.step === 'loading' ? undefined : phase.quote
  const needsApproval = (phase.step === 'ready' || phase.step === 'error' || phase.step === 'swapping') && !!phase.approve
  const busy = phase.step === 'loading' || phase.step === 'approving' || phase.step === 'swapping'

  return (
    <div className="portico-stack">
      {quote ? <SwapQuoteSummary quote={quote} showPay /> : null}
      {phase.step === 'loading' ? (
        <p className="portico-muted portico-center" role="status">
          {t('view.swap.quoting')}
        </p>
      ) : null}
      {phase.step === 'approving' || phase.step === 'swapping' ? (
        <p className="portico-muted portico-center" role="status">
          {t(phase.step === 'approving' ? 'view.swapPreview.approving' : 'view.swapPreview.waiting')}
        </p>
      ) : null}
      {needsApproval && quote && phase.step !== 'error' ? (
        <p className="portico-muted portico-center">{t('view.swapPreview.approveHint', { symbol: quote.from.symbol })}</p>
      ) : null}
      {phase.step === 'error' ? (
        <p className="portico-field__error" role="alert">
          {phase.message}
        </p>
      ) : null}
      <div className="portico-send__actions">
        <button type="button" className="portico-secondary" onClick={() => portico.stores.router.back()}>
          {t('view.swapPreview.cancel')}
        </button>
        {/* Unavailable while waiting, yet focusable: focus stays on it rather than falling to the page. */}
        <button
          type="button"
          className="portico-primary"
          data-autofocus=""
          aria-disabled={busy || !quote || undefined}
          onClick={() => {
            if (busy || !quote) return
            void (needsApproval ? approve(quote) : confirm(quote))
          }}
        >
          {needsApproval && quote ? t('view.swapPreview.approve', { symbol: quote.from.symbol }) : t('view.swapPreview.confirm')}
        </button>
      </div>
    </div>
  )
}
