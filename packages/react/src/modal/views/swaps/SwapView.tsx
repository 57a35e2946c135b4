import { formatTokenQuantity, type SwapToken, type TokenBalance } from '@portico/core'
import { parseAmount, SWAP_SLIPPAGE_TOLERANCE } from '@portico/core/internal'
import { useId, useState } from 'react'
import { usePorticoContext } from '../../../context'
import { usePorticoTokenBalances } from '../../../hooks/usePorticoTokenBalances'
import { errorText } from '../../../i18n/visitorText'
import { parseSlippage } from './swapFormat'
import { SwapQuoteSummary } from './SwapQuoteSummary'
import { useSwapQuote } from './useSwapQuote'
import { useSwapTokens } from './useSwapTokens'

/** The balance of a swap token (`native` or an address) among the account's balances. */
function balanceOf(balances: readonly TokenBalance[], token: string): TokenBalance | undefined {
  return balances.find((b) => (b.address ? (b.address.split(':').at(-1) ?? '').toLowerCase() : 'native') === token.toLowerCase())
}

/**
 * Swap: a token to pay with and one to receive (from the server's list for this network), an
 * amount and the slippage tolerance (1 % by default); the quote (what is received, at least, price
 * impact, fee) follows the typing. "Review swap" goes to the preview, which approves and swaps.
 */
export function SwapView() {
  const { portico, t, locale } = usePorticoContext()
  const tokens = useSwapTokens()
  const balances = usePorticoTokenBalances()?.balances ?? []
  const [picked, setPicked] = useState<{ from?: string; to?: string }>({})
  const [amountText, setAmountText] = useState('')
  const [slippageText, setSlippageText] = useState(String(SWAP_SLIPPAGE_TOLERANCE))
  const ids = { from: useId(), to: useId(), amount: useId(), available: useId(), slippage: useId(), slippageHint: useId(), error: useId() }
  const list = tokens.status === 'ready' ? tokens.tokens : []
  const from = list.find((token) => token.address === picked.from) ?? list[0]
  const to = list.find((token) => token.address === picked.to && token.address !== from?.address) ?? list.find((token) => token.address !== from?.address)
  const amount = from && amountText.trim() ? parseAmount(amountText.replace(',', '.'), from.decimals) : undefined
  const slippage = parseSlippage(slippageText)
  const request = from && to && amount && slippage !== undefined ? { from: from.address, to: to.address, amount, slippage } : undefined
  const quote = useSwapQuote(request)

  if (tokens.status === 'error') {
    return (
      <p className="portico-field__error portico-center" role="alert">
        {errorText(t, tokens.error)}
      </p>
    )
  }
  if (tokens.status === 'loading') {
    return (
      <p className="portico-muted portico-center" role="status">
        {t('view.swap.loading')}
      </p>
    )
  }

  const available = from && balanceOf(balances, from.address)
  const balance = available && from ? parseAmount(available.quantity.numeric, from.decimals) : undefined
  const amountProblem =
    amountText.trim() && !amount
      ? t('view.swap.invalidAmount')
      : amount && balance !== undefined && amount > balance
        ? t('error.SendInsufficientBalanceError')
        : undefined
  const quoteError = quote.status === 'error' ? errorText(t, quote.error) : undefined
  const problem = amountProblem ?? (slippage === undefined ? t('view.swap.invalidSlippage') : quoteError)

  function review() {
    if (!request || quote.status !== 'ready' || problem) return
    portico.stores.router.push('SwapPreview', { swap: { from: request.from, to: request.to, amount: request.amount.toString(), slippage: request.slippage } })
  }

  return (
    <form
      className="portico-send portico-swap"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        review()
      }}
    >
      <TokenSelect id={ids.from} label={t('view.swap.from')} tokens={list} value={from} onChange={(address) => setPicked({ ...picked, from: address })} autoFocus />
      <div className="portico-field">
        <label htmlFor={ids.amount}>{t('view.swap.amount')}</label>
        <input
          id={ids.amount}
          className="portico-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={amountText}
          aria-invalid={amountProblem ? true : undefined}
          aria-describedby={[available ? ids.available : '', problem ? ids.error : ''].join(' ').trim() || undefined}
          onChange={(event) => setAmountText(event.target.value)}
        />
        {available ? (
          <span id={ids.available} className="portico-muted portico-field__hint">
            {t('view.send.available', { quantity: formatTokenQuantity(available.quantity, locale), symbol: available.symbol })}
          </span>
        ) : null}
      </div>
      <TokenSelect
        id={ids.to}
        label={t('view.swap.to')}
        tokens={list.filter((token) => token.address !== from?.address)}
        value={to}
        onChange={(address) => setPicked({ ...picked, to: address })}
      />
      <div className="portico-field">
        <label htmlFor={ids.slippage}>{t('view.swap.slippageLabel')}</label>
        <input
          id={ids.slippage}
          className="portico-input"
          inputMode="decimal"
          autoComplete="off"
          value={slippageText}
          aria-invalid={slippage === undefined ? true : undefined}
          aria-describedby={ids.slippageHint}
          onChange={(event) => setSlippageText(event.target.value)}
        />
        <span id={ids.slippageHint} className="portico-muted portico-field__hint">
          {t('view.swap.slippageHint')}
        </span>
      </div>
      {quote.status === 'ready' ? <SwapQuoteSummary quote={quote.quote} /> : null}
      {quote.status === 'loading' && !problem ? (
        <p className="portico-muted portico-center" role="status">
          {t('view.swap.quoting')}
        </p>
      ) : null}
      {problem ? (
        <p id={ids.error} className="portico-field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="portico-primary" aria-disabled={quote.status !== 'ready' || !!problem || undefined}>
        {t('view.swap.review')}
      </button>
    </form>
  )
}

function TokenSelect(props: { id: string; label: string; tokens: readonly SwapToken[]; value: SwapToken | undefined; onChange(address: string): void; autoFocus?: boolean }) {
  return (
    <label className="portico-field" htmlFor={props.id}>
      <span>{props.label}</span>
      <select
        id={props.id}
        className="portico-input"
        data-autofocus={props.autoFocus ? '' : undefined}
        value={props.value?.address ?? ''}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.tokens.map((token) => (
          <option key={token.address} value={token.address}>
            {token.symbol} — {token.name}
          </option>
        ))}
      </select>
    </label>
  )
}
