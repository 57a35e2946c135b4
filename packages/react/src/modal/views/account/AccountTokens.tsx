import { formatTokenQuantity, isUnsupportedNetwork } from '@portico/core'
import { formatPortfolioValue, sumPortfolioValue } from '@portico/core/internal'
import { usePorticoTokenBalances } from '../../../hooks/usePorticoTokenBalances'
import { usePorticoContext } from '../../../context'
import { usePorticoAccount } from '../../../hooks/usePorticoAccount'
import { TokenIcon } from './TokenIcon'

/**
 * The Account view's tokens: the portfolio value (a testnet shows 0.00) and each token balance
 * with its quantity to 3 decimals (the native balance shows above them). A lazy chunk: it loads
 * with the first Account view.
 */
export function AccountTokens() {
  const { t, locale } = usePorticoContext()
  const { network } = usePorticoAccount()
  const entry = usePorticoTokenBalances()
  if (!network || isUnsupportedNetwork(network)) return null
  const all = entry?.balances ?? []
  const balances = all.filter((balance) => balance.address)
  const testnet = network.testnet === true
  return (
    <section className="portico-tokens" aria-label={t('view.account.tokens')}>
      <p className="portico-tokens__portfolio">
        <span className="portico-muted">{t('view.account.portfolio')}</span>{' '}
        <strong>{formatPortfolioValue({ value: sumPortfolioValue(all), isTestnet: testnet, locale })}</strong>
      </p>
      {entry?.status === 'error' && !all.length ? (
        <p className="portico-muted portico-center">{t('view.account.tokensUnavailable')}</p>
      ) : entry?.status !== 'success' && !all.length ? (
        <p className="portico-muted portico-center" role="status">
          {t('view.account.tokensLoading')}
        </p>
      ) : !balances.length ? null : (
        <ul className="portico-list" aria-label={t('view.account.tokens')}>
          {balances.map((balance) => {
            const quantity = formatTokenQuantity(balance.quantity, locale)
            return (
              <li
                key={`${balance.chainId}:${balance.address ?? 'native'}`}
                className="portico-token"
                aria-label={t('view.account.token', { name: balance.name, quantity, symbol: balance.symbol })}
              >
                <TokenIcon url={balance.iconUrl} symbol={balance.symbol} />
                <span className="portico-token__name">{balance.name}</span>
                <span className="portico-token__quantity">
                  {quantity} {balance.symbol}
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
