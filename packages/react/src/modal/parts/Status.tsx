import type { ReactNode } from 'react'

/** The waiting / declined / error block of the connecting and switching views. */
export function Status({
  tone,
  title,
  hint,
  visual,
  action,
}: {
  tone: 'waiting' | 'error'
  title: string
  hint: string
  visual: ReactNode
  action?: ReactNode
}) {
  return (
    <div className={`portico-status portico-status--${tone}`}>
      <div className="portico-status__visual">
        {visual}
        {tone === 'waiting' ? <span className="portico-spinner" aria-hidden="true" /> : null}
      </div>
      <p className="portico-status__title" role={tone === 'error' ? 'alert' : 'status'}>
        {title}
      </p>
      <p className="portico-status__hint">{hint}</p>
      {action}
    </div>
  )
}
