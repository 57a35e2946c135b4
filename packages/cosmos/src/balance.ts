import { type AdapterGetBalanceParameters, type Balance, ChainNotSupportedError } from '@portico/core'
import { toDecimalString } from '@portico/core/internal'
import { cosmosDetails } from './networks'

/**
 * The account's balance of the network's native denom, from the bank module of the network's REST
 * (LCD) endpoint: `GET /cosmos/bank/v1beta1/balances/{address}/by_denom?denom=…`.
 */
export async function getBalance({ address, network }: AdapterGetBalanceParameters): Promise<Balance> {
  const url = network.rpcUrls.default.http[0]
  const details = cosmosDetails(network)
  if (!url || !details) throw new ChainNotSupportedError({ chainId: network.caipNetworkId })
  const response = await fetch(
    `${url.replace(/\/$/, '')}/cosmos/bank/v1beta1/balances/${encodeURIComponent(address)}/by_denom?denom=${encodeURIComponent(details.denom)}`,
  )
  if (!response.ok) throw new Error(`bank balance failed with HTTP ${response.status}`)
  const body = (await response.json()) as { balance?: { amount?: string } }
  const amount = body.balance?.amount ?? '0'
  if (!/^\d+$/.test(amount)) throw new Error('bank balance: not an amount')
  const value = BigInt(amount)
  const { decimals, symbol } = network.nativeCurrency
  return { value, decimals, symbol, formatted: toDecimalString(value, decimals) }
}
