import type { SimulationState } from '@portico/core'
import { callsReviewKey } from '@portico/core/internal'
import { useEffect } from 'react'
import { usePorticoContext } from '../../../context'
import { useStore } from '../../../hooks/useStore'
import { SimulationSummary } from './SimulationSummary'
import { useReview } from './useReview'

const selectPending = (state: SimulationState) => state.pending

/**
 * A `sendCalls({ review: true })` batch before the wallet is asked: its calls, what they change
 * (simulated), its warnings; Continue hands it to the wallet, Cancel refuses it (closing the modal too).
 */
export function CallsReviewView() {
  const { portico, t } = usePorticoContext()
  const pending = useStore(portico.stores.simulation, selectPending)
  const { review, danger, understood, setUnderstood, blocked } = useReview(callsReviewKey)

  useEffect(() => {
    if (pending) void portico.reviewCalls({ key: callsReviewKey, calls: pending.calls })
  }, [portico, pending])

  if (!pending) return null
  return (
    <div className="portico-stack">
      <dl className="portico-summary">
        {pending.calls.map((call, index) => (
          <div key={index}>
            <dt>{t('view.callsReview.call', { index: index + 1 })}</dt>
            <dd title={call.to}>{`${call.to.slice(0, 6)}…${call.to.slice(-4)}`}</dd>
          </div>
        ))}
      </dl>
      <SimulationSummary review={review} danger={danger} understood={understood} onUnderstood={setUnderstood} />
      <div className="portico-send__actions">
        <button type="button" className="portico-secondary" onClick={() => void portico.answerCallsReview({ confirmed: false })}>
          {t('view.callsReview.cancel')}
        </button>
        <button
          type="button"
          className="portico-primary"
          data-autofocus=""
          aria-disabled={blocked || undefined}
          onClick={() => !blocked && void portico.answerCallsReview({ confirmed: true })}
        >
          {t('view.callsReview.continue')}
        </button>
      </div>
    </div>
  )
}
