import type { OnrampQuote } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { usePorticoBalance } from '../../../hooks/usePorticoBalance'
import { formatSwapAmount } from '../swaps/swapFormat'
import { onrampErrorText } from './onrampErrorText'
import { formatFiat } from './onrampFormat'
import { showAccount } from '@portico/core/internal'

/** How often the balance is asked for while the visitor pays in the provider's checkout. */
export const ONRAMP_BALANCE_POLL_MS = 3_000

type Checkout = { status: 'opening' } | { status: 'ready'; url: string } | { status: 'error'; error: unknown }

/**
 * The chosen quote's checkout: the provider's page opens in a new tab (the devnet sandbox's page or
 * a hosted widget, at the URL the server built); meanwhile the balance is refreshed until it rises
 * above what it was when the visitor opened the checkout (Back leaves it).
 */
export function OnrampCheckoutView({ quote, country }: { quote: OnrampQuote; country: string }) {
  const { portico, t, locale } = usePorticoContext()
  const balance = usePorticoBalance()
  const [checkout, setCheckout] = useState<Checkout>({ status: 'opening' })
  const [baseline, setBaseline] = useState<bigint>()
  const [opened, setOpened] = useState(false)

  // The checkout URL (the server binds the quote to it) and the balance to compare with, fresh.
  useEffect(() => {
    let live = true
    const { provider, fiatCurrency, fiatAmount, paymentMethod, cryptoCurrency } = quote
    void portico.fetchBalance({ force: true }).then(() => {
      const account = portico.getAccount()
      const entry = account.caipAddress ? portico.stores.balance.getState()[account.caipAddress] : undefined
      if (live) setBaseline(entry?.balance?.value ?? 0n)
    })
    portico.fetchOnrampCheckoutUrl({ provider, country, fiatCurrency, fiatAmount, paymentMethod, cryptoCurrency }).then(
      (url) => live && setCheckout({ status: 'ready', url }),
      (error: unknown) => live && setCheckout({ status: 'error', error }),
    )
    return () => {
      live = false
    }
  }, [portico, quote, country])

  const received = baseline !== undefined && balance?.balance && balance.balance.value > baseline ? balance.balance.value - baseline : undefined

  // While the checkout is open in the other tab: the balance, again and again, until it rises.
  useEffect(() => {
    if (!opened || received !== undefined) return
    const timer = setInterval(() => void portico.fetchBalance({ force: true }), ONRAMP_BALANCE_POLL_MS)
    return () => clearInterval(timer)
  }, [portico, opened, received])

  const decimals = balance?.balance?.decimals ?? 18
  const symbol = quote.cryptoCurrency.symbol
  const summary = t('view.onrampCheckout.summary', {
    pay: formatFiat(quote.fiatAmount, quote.fiatCurrency, locale),
    receive: formatSwapAmount(quote.cryptoAmount, { decimals, symbol }, locale),
    provider: quote.provider,
  })

  if (received !== undefined) {
    return (
      <div className="portico-stack portico-center">
        <p className="portico-send-result__title" role="status">
          {t('view.onrampCheckout.received', { amount: formatSwapAmount(received, { decimals, symbol }, locale) })}
        </p>
        <button type="button" className="portico-primary" data-autofocus="" onClick={() => showAccount(portico.context)}>
          {t('view.onrampCheckout.done')}
        </button>
      </div>
    )
  }

  return (
    <div className="portico-stack">
      <p className="portico-center">{summary}</p>
      {checkout.status === 'error' ? (
        <p className="portico-field__error portico-center" role="alert">
          {onrampErrorText(t, locale, checkout.error)}
        </p>
      ) : checkout.status === 'opening' || baseline === undefined ? (
        <p className="portico-muted portico-center" role="status">
          {t('view.onrampCheckout.opening')}
        </p>
      ) : (
        <>
          <a className="portico-primary portico-onramp__pay" href={checkout.url} target="_blank" rel="noopener noreferrer" data-autofocus="" onClick={() => setOpened(true)}>
            {t('view.onrampCheckout.open', { provider: quote.provider })}
          </a>
          {opened ? (
            <p className="portico-muted portico-center" role="status">
              {t('view.onrampCheckout.waiting', { symbol })}
            </p>
          ) : (
            <p className="portico-muted portico-center">{t('view.onrampCheckout.hint')}</p>
          )}
        </>
      )}
    </div>
  )
}
