import type { GetOnrampOptionsReturnType, OnrampCryptoCurrency, OnrampPaymentMethod, OnrampQuote } from '@portico/core'
import { useId, useMemo, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { usePorticoAccount } from '../../../hooks/usePorticoAccount'
import { formatSwapAmount } from '../swaps/swapFormat'
import { onrampErrorText } from './onrampErrorText'
import { formatFiat, parseFiatAmount, visitorCountry } from './onrampFormat'
import { useOnrampOptions } from './useOnrampOptions'
import { useOnrampQuotes } from './useOnrampQuotes'

const methods: readonly OnrampPaymentMethod[] = ['card', 'bank']
type Providers = GetOnrampOptionsReturnType['providers']

/**
 * Buy (the on-ramp): what the providers offer in the visitor's country, then the form. It buys the
 * active network's native currency for the connected account.
 */
export function OnrampView() {
  const { t, locale } = usePorticoContext()
  const { network } = usePorticoAccount()
  const country = useMemo(() => visitorCountry(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])), [])
  const options = useOnrampOptions(country)

  if (options.status === 'loading') {
    return (
      <p className="portico-muted portico-center" role="status">
        {t('view.onramp.loading')}
      </p>
    )
  }
  if (options.status === 'error') {
    return (
      <p className="portico-field__error portico-center" role="alert">
        {onrampErrorText(t, locale, options.error)}
      </p>
    )
  }
  // The providers that deliver the active network's native currency.
  const offers = options.providers.filter((provider) => provider.cryptoCurrencies.some((crypto) => isNativeOn(crypto, network?.caipNetworkId)))
  const crypto = offers.flatMap((provider) => provider.cryptoCurrencies).find((candidate) => isNativeOn(candidate, network?.caipNetworkId))
  if (!crypto) {
    return (
      <p className="portico-muted portico-center" role="status">
        {t('view.onramp.unavailable')}
      </p>
    )
  }
  return <OnrampForm country={country} offers={offers} crypto={crypto} decimals={network && 'nativeCurrency' in network ? network.nativeCurrency.decimals : 18} />
}

/**
 * An amount in a fiat currency and a payment method (card or bank; spec §9's limits, card 10 to
 * 7,500 USD, bank 10 to 25,000, with the catalogue's error outside them), then a quote per provider
 * with its fee; the chosen quote goes on to the provider's checkout (OnRampCheckout).
 */
function OnrampForm({ country, offers, crypto, decimals }: { country: string; offers: Providers; crypto: OnrampCryptoCurrency; decimals: number }) {
  const { portico, t, locale } = usePorticoContext()
  const [amountText, setAmountText] = useState('')
  const [currencyPicked, setCurrency] = useState<string>()
  const [methodPicked, setMethod] = useState<OnrampPaymentMethod>()
  const [chosen, setChosen] = useState<string>()
  const ids = { amount: useId(), currency: useId(), method: useId(), error: useId(), quotes: useId() }

  const currencies = [...new Set(offers.flatMap((provider) => provider.fiatCurrencies.map((currency) => currency.code)))]
  const currency = currencyPicked && currencies.includes(currencyPicked) ? currencyPicked : currencies.includes('USD') ? 'USD' : (currencies[0] ?? 'USD')
  const offered = methods.filter((method) => offers.some((provider) => provider.fiatCurrencies.some((c) => c.code === currency && c.paymentMethods.includes(method))))
  const method = methodPicked && offered.includes(methodPicked) ? methodPicked : (offered[0] ?? 'card')
  const amount = parseFiatAmount(amountText)
  const request = amount ? { country, fiatCurrency: currency, fiatAmount: amount, paymentMethod: method, cryptoCurrency: crypto } : undefined
  const quotes = useOnrampQuotes(request)
  const list = quotes.status === 'ready' ? quotes.quotes : []
  const quote = list.find((candidate) => candidate.provider === chosen) ?? list[0]

  const amountProblem = amountText.trim() && !amount ? t('view.onramp.invalidAmount') : quotes.status === 'error' ? onrampErrorText(t, locale, quotes.error) : undefined
  const problem = amountProblem ?? (quotes.status === 'ready' && !list.length ? t('view.onramp.noQuotes') : undefined)

  function proceed() {
    if (!quote || problem) return
    portico.stores.router.push('OnRampCheckout', { onramp: { quote, country } })
  }

  return (
    <form
      className="portico-send portico-onramp"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        proceed()
      }}
    >
      <div className="portico-onramp__amount">
        <div className="portico-field">
          <label htmlFor={ids.amount}>{t('view.onramp.amount')}</label>
          <input
            id={ids.amount}
            className="portico-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            data-autofocus=""
            value={amountText}
            aria-invalid={amountProblem ? true : undefined}
            aria-describedby={problem ? ids.error : undefined}
            onChange={(event) => setAmountText(event.target.value)}
          />
        </div>
        <div className="portico-field">
          <label htmlFor={ids.currency}>{t('view.onramp.currency')}</label>
          <select id={ids.currency} className="portico-input" value={currency} onChange={(event) => setCurrency(event.target.value)}>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="portico-field">
        <label htmlFor={ids.method}>{t('view.onramp.method')}</label>
        <select id={ids.method} className="portico-input" value={method} onChange={(event) => setMethod(event.target.value as OnrampPaymentMethod)}>
          {offered.map((value) => (
            <option key={value} value={value}>
              {t(`view.onramp.method.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {quotes.status === 'loading' && !problem ? (
        <p className="portico-muted portico-center" role="status">
          {t('view.onramp.quoting')}
        </p>
      ) : null}
      {list.length ? (
        <fieldset className="portico-onramp__quotes">
          <legend>{t('view.onramp.quotes')}</legend>
          {list.map((candidate) => (
            <QuoteOption
              key={candidate.provider}
              name={ids.quotes}
              quote={candidate}
              decimals={decimals}
              checked={candidate === quote}
              onChange={() => setChosen(candidate.provider)}
            />
          ))}
        </fieldset>
      ) : null}
      {problem ? (
        <p id={ids.error} className="portico-field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="portico-primary" aria-disabled={!quote || !!problem || undefined}>
        {t('view.onramp.continue')}
      </button>
    </form>
  )
}

/** One provider's quote as a radio: what the buyer receives and the provider's fee. */
function QuoteOption({ name, quote, decimals, checked, onChange }: { name: string; quote: OnrampQuote; decimals: number; checked: boolean; onChange(): void }) {
  const { t, locale } = usePorticoContext()
  const fee = t('view.onramp.fee', {
    amount: formatFiat(quote.fee.amount, quote.fiatCurrency, locale),
    percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(quote.fee.percent / 100),
  })
  return (
    <label className="portico-onramp__quote">
      {/* The radio covers the whole option (a 44 px target, its focus ring around the option); the dot shows its state. */}
      <input type="radio" name={name} checked={checked} onChange={onChange} />
      <span className="portico-onramp__dot" aria-hidden="true" />
      <span className="portico-onramp__quote-text">
        <span className="portico-onramp__provider">{quote.provider}</span>
        <span>{t('view.onramp.receive', { amount: formatSwapAmount(quote.cryptoAmount, { decimals, symbol: quote.cryptoCurrency.symbol }, locale) })}</span>
        <span className="portico-muted">{fee}</span>
      </span>
    </label>
  )
}

function isNativeOn(crypto: OnrampCryptoCurrency, caipNetworkId: string | undefined): boolean {
  return crypto.network === caipNetworkId && crypto.address === 'native'
}
