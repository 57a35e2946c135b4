import type { SimulationReview } from '@portico/core'
import { usePorticoContext } from '../../../context'
import { reviewText } from './simulationText'

export type SimulationSummaryProps = {
  review: SimulationReview | undefined
  /** The review holds a danger: the "I understand the risk" box shows, ticked or not. */
  danger: boolean
  understood: boolean
  onUnderstood(value: boolean): void
}

/**
 * What a transaction changes, simulated before the wallet is asked: each balance change signed in
 * its units (and USD where priced), the approvals it grants, the server's warnings, or that it will
 * fail and why, or why it was not simulated. A danger adds the "I understand the risk" box.
 */
export function SimulationSummary({ review, danger, understood, onUnderstood }: SimulationSummaryProps) {
  const { t, locale } = usePorticoContext()
  const text = reviewText(review, t, locale)
  if (!text) return null
  return (
    <section className="portico-simulation" aria-label={t('simulation.heading')}>
      <h3 className="portico-simulation__heading">{t('simulation.heading')}</h3>
      {text.status ? (
        <p className={text.status.kind === 'fails' ? 'portico-field__error' : 'portico-muted'} role={text.status.kind === 'fails' ? 'alert' : 'status'}>
          {text.status.text}
        </p>
      ) : null}
      {!text.status && text.changes.length === 0 && text.approvals.length === 0 ? <p className="portico-muted">{t('simulation.none')}</p> : null}
      {text.changes.length ? (
        <ul className="portico-simulation__changes">
          {text.changes.map((change, index) => (
            <li key={index} className={change.amount.startsWith('−') ? 'portico-simulation__out' : 'portico-simulation__in'}>
              <span>{change.amount}</span>
              {change.usd ? <span className="portico-muted"> ({change.usd})</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {text.approvals.map((approval, index) => (
        <p key={index} className="portico-simulation__approval">
          {approval}
        </p>
      ))}
      {text.decoded.length ? (
        <div className="portico-simulation__decoded" role="group" aria-label={t('simulation.decoded')}>
          {text.decoded.map((call, index) => (
            <dl key={index} className="portico-summary">
              <div>
                <dt>{call.owner}</dt>
                <dd>{call.intent}</dd>
              </div>
              {call.fields.map((field, at) => (
                <div key={at}>
                  <dt>{field.label}</dt>
                  <dd>{field.value}</dd>
                </div>
              ))}
            </dl>
          ))}
        </div>
      ) : null}
      {text.truncated ? <p className="portico-muted">{t('simulation.truncated')}</p> : null}
      {text.warnings.length ? (
        // The alert wraps the list: a list with role="alert" is no longer a list to assistive technology.
        <div role="alert">
          <ul className="portico-simulation__warnings">
            {text.warnings.map((warning, index) => (
              <li key={index} className={warning.danger ? 'portico-simulation__danger' : 'portico-simulation__caution'}>
                {warning.text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {danger ? (
        <label className="portico-simulation__understand">
          <input type="checkbox" checked={understood} onChange={(event) => onUnderstood(event.currentTarget.checked)} />
          {t('simulation.understand')}
        </label>
      ) : null}
    </section>
  )
}
