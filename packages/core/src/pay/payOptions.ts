import { AdapterMethodNotSupportedError } from '../errors/adapterMethod'
import { PayInvalidAmountError, PayNetworkNotSupportedError } from './errors'
import { parseAmount } from '../format/parseAmount'
import { findNetwork } from '../networks/findNetwork'
import type { CaipNetwork } from '../networks/types'
import type { PaymentAsset } from './types'
import type { PayOption } from './createPayStore'
import { type KitContext, getAdapter } from '../kit/context'

/** The Portico server's logo for a symbol, if a server is configured. */
function tokenIconUrl(ctx: KitContext, symbol: string): string | undefined {
  return ctx.server ? `${ctx.server.url}/v1/token-icons/${encodeURIComponent(symbol)}.svg` : undefined
}

/**
 * What paying with `asset` means: its network, name, symbol, decimals, the amount in smallest
 * units and a logo. Nothing about the visitor's balance (see `readBalance`).
 *
 * @throws {PayNetworkNotSupportedError} for a network the app did not configure.
 * @throws {PayInvalidAmountError} for an amount that is not positive or has too many decimals.
 */
export async function describeAsset(ctx: KitContext, asset: PaymentAsset, amount: string): Promise<PayOption> {
  const network = findNetwork(ctx.network.getState().networks, asset.caipNetworkId)
  if (!network || !ctx.adapters.has(asset.chainNamespace)) throw new PayNetworkNotSupportedError({ caipNetworkId: asset.caipNetworkId })
  const adapter = getAdapter(ctx, asset.chainNamespace)
  let info = { name: network.nativeCurrency.name, symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals }
  if (asset.token) {
    if (!adapter.getToken) throw new AdapterMethodNotSupportedError({ method: 'getToken', chainNamespace: asset.chainNamespace })
    info = await adapter.getToken({ network, token: asset.token })
  }
  const value = parseAmount(amount, info.decimals)
  if (value === undefined || value <= 0n) throw new PayInvalidAmountError({ amount })
  return { asset, network, ...info, value, iconUrl: tokenIconUrl(ctx, info.symbol), balance: undefined }
}

/** What `address` holds of the option's asset, in smallest units. */
export async function readBalance(ctx: KitContext, option: { asset: PaymentAsset; network: CaipNetwork }, address: string): Promise<bigint> {
  const adapter = getAdapter(ctx, option.asset.chainNamespace)
  if (!option.asset.token) return (await adapter.getBalance({ address, network: option.network })).value
  if (!adapter.getTokenBalance) throw new AdapterMethodNotSupportedError({ method: 'getTokenBalance', chainNamespace: option.asset.chainNamespace })
  return adapter.getTokenBalance({ address, network: option.network, token: option.asset.token })
}

/**
 * The option to show first: on the active network when the visitor holds enough there, else the
 * first they hold enough of, else the first they hold any of, else the first.
 */
export function preferredOption(options: readonly PayOption[], activeNetworkId: string | undefined): PayOption | undefined {
  const enough = (option: PayOption) => option.balance !== undefined && option.balance >= option.value
  return (
    options.find((o) => o.network.caipNetworkId === activeNetworkId && enough(o)) ??
    options.find(enough) ??
    options.find((o) => (o.balance ?? 0n) > 0n) ??
    options.find((o) => o.network.caipNetworkId === activeNetworkId) ??
    options[0]
  )
}
