import type { AssetId, PayOption } from '@portico/core'
import { usePorticoContext } from '../../../context'
import { ListNav } from '../../parts/ListNav'
import { NetworkIcon } from '../../parts/NetworkIcon'
import { formatSwapAmount } from '../swaps/swapFormat'

/**
 * The networks the visitor may pay on, with what they hold on each; picking one switches the
 * wallet to it. Arrow keys move through the list.
 */
export function PayOptionList({ options, selected, disabled, onPick }: { options: readonly PayOption[]; selected: AssetId | undefined; disabled: boolean; onPick(asset: AssetId): void }) {
  const { t, locale } = usePorticoContext()
  return (
    <ListNav label={t('view.pay.networks')}>
      {options.map((option) => {
        const current = option.asset.id === selected
        return (
          <li key={option.asset.id}>
            <button
              type="button"
              className="portico-item"
              aria-pressed={current}
              aria-disabled={disabled || undefined}
              onClick={() => !disabled && !current && onPick(option.asset.id)}
            >
              <NetworkIcon network={option.network} />
              <span className="portico-item__label">{option.network.name}</span>
              <span className="portico-pay__held">{formatSwapAmount(option.balance ?? 0n, option, locale)}</span>
            </button>
          </li>
        )
      })}
    </ListNav>
  )
}
