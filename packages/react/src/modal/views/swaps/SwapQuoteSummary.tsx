import type { SwapQuote } from '@portico/core'
import { usePorticoContext } from '../../../context'
import { formatPercent, formatSwapAmount } from './swapFormat'

/** What a quote says: what is received, at least, the price impact, the fee and the slippage. */
export function SwapQuoteSummary({ quote, showPay = false }: { quote: SwapQuote; showPay?: boolean }) {
  const { t, locale } = usePorticoContext()
  return (
    <dl className="portico-summary">
      {showPay ? (
        <div>
          <dt>{t('view.swap.pay')}</dt>
          <dd>{formatSwapAmount(quote.from.amount, quote.from, locale)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('view.swap.receive')}</dt>
        <dd>{formatSwapAmount(quote.to.amount, quote.to, locale)}</dd>
      </div>
      <div>
        <dt>{t('view.swap.minimumReceived')}</dt>
        <dd>{formatSwapAmount(quote.minimumReceived, quote.to, locale)}</dd>
      </div>
      <div>
        <dt>{t('view.swap.priceImpact')}</dt>
        <dd>{formatPercent(quote.priceImpact, locale)}</dd>
      </div>
      <div>
        <dt>{t('view.swap.fee')}</dt>
        <dd>
          {formatSwapAmount(quote.fee.amount, quote.from, locale)} ({formatPercent(quote.fee.percent, locale)})
        </dd>
      </div>
      <div>
        <dt>{t('view.swap.slippage')}</dt>
        <dd>{formatPercent(quote.slippage, locale)}</dd>
      </div>
    </dl>
  )
}
