import type { PayExchange } from '@portico/core'
import { usePorticoContext } from '../../../context'
import { ListNav } from '../../parts/ListNav'

/** An exchange's initials ("Sandbox Exchange" → "SE"), shown when it has no logo. */
export function exchangeInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}

/**
 * "Pay with an exchange": the exchanges that pay the asset (logo or initials, and name); picking
 * one starts the payment there. Arrow keys move through the list.
 */
export function PayExchangeList({ exchanges, disabled, onPick }: { exchanges: readonly PayExchange[]; disabled: boolean; onPick(exchange: string): void }) {
  const { t } = usePorticoContext()
  return (
    <ListNav label={t('view.pay.exchanges')}>
      {exchanges.map((exchange) => (
        <li key={exchange.id}>
          <button type="button" className="portico-item" aria-disabled={disabled || undefined} onClick={() => !disabled && onPick(exchange.id)}>
            {exchange.imageUrl ? (
              <img className="portico-pay__exchange-logo" src={exchange.imageUrl} alt="" width={32} height={32} />
            ) : (
              <span className="portico-pay__exchange-logo portico-pay__exchange-logo--initials" aria-hidden="true">
                {exchangeInitials(exchange.name)}
              </span>
            )}
            <span className="portico-item__label">{exchange.name}</span>
          </button>
        </li>
      ))}
    </ListNav>
  )
}
