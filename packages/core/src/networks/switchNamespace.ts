import { isChainNamespace } from '../caip/isChainNamespace'
import type { ChainNamespace } from '../caip/types'
import { UnsupportedChainNamespaceError } from '../caip/errors'
import { ChainNotSupportedError } from './errors'
import { getAdapter, type KitContext } from '../kit/context'
import { fetchBalance } from '../account/fetchBalance'
import type { ChainNotSupportedErrorType } from './errors'
import type { AdapterNotFoundErrorType } from '../errors/adapter'
import type { BaseErrorType } from '../errors/base'
import type { UnsupportedChainNamespaceErrorType } from '../caip/errors'
import type { ErrorType } from '../errors/errorType'

export type SwitchNamespaceParameters = {
  /** The namespace to show: one of the app's adapters' (eip155, solana…). */
  chainNamespace: ChainNamespace
}

export type SwitchNamespaceReturnType = void

/** What `switchNamespace` can throw (by `name`). */
export type SwitchNamespaceErrorType =
  | UnsupportedChainNamespaceErrorType
  | AdapterNotFoundErrorType
  | ChainNotSupportedErrorType
  | BaseErrorType
  | ErrorType

/**
 * Moves the modal to another chain namespace (the SwitchActiveChain view, or picking a network of
 * another namespace). The namespace's own connection and network are kept as they were; the
 * account the kit shows and acts with becomes that namespace's.
 *
 * - not a namespace Portico knows → UnsupportedChainNamespaceError ('Unsupported chain namespace')
 * - no adapter for it → AdapterNotFoundError ('Adapter for namespace {ns} doesn't exist')
 * - no network of it configured → ChainNotSupportedError ('Chain is not supported')
 *
 * @example
 * await portico.switchNamespace({ chainNamespace: 'solana' })
 */
export async function switchNamespace(ctx: KitContext, parameters: SwitchNamespaceParameters): Promise<void> {
  const { chainNamespace } = parameters
  if (!isChainNamespace(chainNamespace)) throw new UnsupportedChainNamespaceError({ chainNamespace })
  getAdapter(ctx, chainNamespace, 'switchNamespace')
  const first = ctx.network.networksOf(chainNamespace)[0]
  if (!first) throw new ChainNotSupportedError({ chainId: chainNamespace })
  if (ctx.network.getState().activeNamespace === chainNamespace) return
  ctx.network.setActiveNamespace(chainNamespace, first)
  if (ctx.connection.active(chainNamespace)) void fetchBalance(ctx)
}
