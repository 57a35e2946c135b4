import type { RouteData, SwapQuote, SwapReturnType } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { errorText } from '../../../i18n/visitorText'
import { formatSwapAmount } from './swapFormat'
import { SwapQuoteSummary } from './SwapQuoteSummary'
import { showAccount, swapReviewKey } from '@portico/core/internal'
import { LazySimulationSummary } from '../simulation/LazySimulationSummary'
import { useReview } from '../simulation/useReview'

type SwapRequest = NonNullable<RouteData['swap']>

/**
 * What a preview last sent (kept in the provider's `viewMemory` by its route's data), settled or not:
 * the approval, or the swap with its result.
 */
type Sent = { step: 'approving'; quote: SwapQuote; done: Promise<unknown> } | { step: 'swapping'; quote: SwapQuote; batch: boolean; result: Promise<SwapReturnType> }

type Phase =
  | { step: 'loading' }
  | { step: 'ready'; quote: SwapQuote; approve: boolean; batch: boolean }
  | { step: 'approving'; quote: SwapQuote }
  | { step: 'swapping'; quote: SwapQuote; approve: boolean; batch: boolean }
  | { step: 'error'; message: string; quote?: SwapQuote; approve?: boolean; batch?: boolean }
  | { step: 'swapped'; quote: SwapQuote }

/**
 * The swap preview: a fresh quote, then "Approve {token}" first when the swap contract may not
 * spend enough of the token paid with (the wallet sends the approval, mined before going on), then
 * "Swap" (the wallet sends the swap), and what was swapped. A wallet that batches atomically (a smart
 * account) gets "Approve {token} and swap" instead: one confirmation, both in one batch, and the
 * view waits on the batch's status. Once ready, what the swap changes is simulated and shown
 * (the approval first when needed), with its warnings; a danger needs "I understand the risk".
 */
export function SwapPreviewView({ swap }: { swap: SwapRequest }) {
  const { portico, t, locale, viewMemory } = usePorticoContext()
  // The embedded wallet's approval view is shown over the preview and goes back, which mounts the
  // preview anew: the new one picks up what was sent, in flight or already settled (a batch can land
  // before the preview is back), instead of offering it again.
  const sentBefore = viewMemory as WeakMap<SwapRequest, Sent>
  const [phase, setPhase] = useState<Phase>({ step: 'loading' })
  const amount = BigInt(swap.amount)
  const { review, danger, understood, setUnderstood, blocked } = useReview(swapReviewKey(swap))
  const readyToApprove = phase.step === 'ready' ? phase.approve : undefined

  // What the swap (with its approval first, when needed) changes, simulated once it is ready to send.
  useEffect(() => {
    if (readyToApprove !== undefined) void portico.reviewSwap({ ...swap, amount, approve: readyToApprove })
  }, [readyToApprove])

  async function prepare(): Promise<Phase> {
    const [quote, allowance] = await Promise.all([
      portico.fetchSwapQuote({ ...swap, amount }),
      swap.from === 'native' ? undefined : portico.fetchSwapAllowance({ token: swap.from }),
    ])
    const approve = allowance !== undefined && allowance.allowance < amount
    return { step: 'ready', quote, approve, batch: approve && (await portico.fetchSwapBatching()) }
  }

  useEffect(() => {
    let live = true
    const show = (next: Phase) => live && setPhase(next)
    const ready = () => prepare().then(show, (error: unknown) => show({ step: 'error', message: errorText(t, error) }))
    const sent = sentBefore.get(swap)
    if (sent?.step === 'swapping') {
      show({ step: 'swapping', quote: sent.quote, approve: sent.batch, batch: sent.batch })
      sent.result.then(
        (result) => show({ step: 'swapped', quote: result.quote }),
        (error: unknown) => show(failed(error, sent.quote, sent.batch, sent.batch)),
      )
    } else if (sent?.step === 'approving') {
      show({ step: 'approving', quote: sent.quote })
      sent.done.then(ready, (error: unknown) => show(failed(error, sent.quote, true)))
    } else {
      void ready()
    }
    return () => {
      live = false
    }
    // Once per preview: the route's data is its key.
  }, [])

  const failed = (error: unknown, quote: SwapQuote | undefined, approve: boolean | undefined, batch = false): Phase => {
    const declined = (error as { name?: string }).name === 'UserRejectedRequestError'
    return { step: 'error', message: declined ? t('view.swapPreview.declined') : errorText(t, error), quote, approve, batch }
  }

  async function approve(quote: SwapQuote) {
    setPhase({ step: 'approving', quote })
    const done = portico.approveSwap({ token: swap.from, amount })
    sentBefore.set(swap, { step: 'approving', quote, done })
    try {
      await done
      setPhase(await prepare())
    } catch (error) {
      setPhase(failed(error, quote, true))
    }
  }

  /** The swap; with `batch`, its approval in the same batch (resolved once the batch landed). */
  async function confirm(quote: SwapQuote, batch: boolean) {
    setPhase({ step: 'swapping', quote, approve: batch, batch })
    const result = portico.swap({ ...swap, amount, batch })
    sentBefore.set(swap, { step: 'swapping', quote, batch, result })
    try {
      setPhase({ step: 'swapped', quote: (await result).quote })
    } catch (error) {
      setPhase(failed(error, quote, batch, batch))
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
  const batch = (phase.step === 'ready' || phase.step === 'error' || phase.step === 'swapping') && !!phase.batch
  const busy = phase.step === 'loading' || phase.step === 'approving' || phase.step === 'swapping'
  const waiting = phase.step === 'approving' ? 'view.swapPreview.approving' : batch ? 'view.swapPreview.batchWaiting' : 'view.swapPreview.waiting'

  return (
    <div className="portico-stack">
      {quote ? <SwapQuoteSummary quote={quote} showPay /> : null}
      <LazySimulationSummary review={review} danger={danger} understood={understood} onUnderstood={setUnderstood} />
      {phase.step === 'loading' ? (
        <p className="portico-muted portico-center" role="status">
          {t('view.swap.quoting')}
        </p>
      ) : null}
      {phase.step === 'approving' || phase.step === 'swapping' ? (
        <p className="portico-muted portico-center" role="status">
          {t(waiting)}
        </p>
      ) : null}
      {needsApproval && quote && phase.step !== 'error' ? (
        <p className="portico-muted portico-center">{batch ? t('view.swapPreview.batchHint') : t('view.swapPreview.approveHint', { symbol: quote.from.symbol })}</p>
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
          aria-disabled={busy || !quote || blocked || undefined}
          onClick={() => {
            if (busy || !quote || blocked) return
            void (needsApproval && !batch ? approve(quote) : confirm(quote, batch))
          }}
        >
          {needsApproval && quote
            ? t(batch ? 'view.swapPreview.approveAndSwap' : 'view.swapPreview.approve', { symbol: quote.from.symbol })
            : t('view.swapPreview.confirm')}
        </button>
      </div>
    </div>
  )
}
