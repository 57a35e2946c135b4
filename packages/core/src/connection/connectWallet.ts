import type { ChainNamespace } from '../caip/types'
import { UserRejectedRequestError } from '../errors/wallet'
import type { KitContext } from '../kit/context'
import { getConnector } from './getConnector'
import { checkSession } from '../siwx/checkSession'
import { connect } from './connect'
import { switchNamespace } from '../networks/switchNamespace'
import type { SwitchNamespaceErrorType } from '../networks/switchNamespace'
import type { ConnectErrorType } from './connect'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'

export type ConnectWalletStepStatus = 'waiting' | 'connecting' | 'connected' | 'failed' | 'skipped'

/** One namespace of a wallet being connected, as `connectWallet` reports it. */
export type ConnectWalletStep = {
  connectorId: string
  chainNamespace: ChainNamespace
  status: ConnectWalletStepStatus
  /** Why the step failed (typed like `connect`'s errors), when it did. */
  error?: Error | undefined
}

export type ConnectWalletParameters = {
  /** The wallet's connectors, one per namespace (an entry of `groupByWallet`). */
  connectorIds: readonly string[]
  /** Called with every step's state each time one changes (the ConnectingExternal view shows them). */
  onProgress?: ((steps: readonly ConnectWalletStep[]) => void) | undefined
}

export type ConnectWalletReturnType = { steps: readonly ConnectWalletStep[] }

/** What `connectWallet` can throw (by `name`): a connector it does not know, or the first step's failure when no namespace connected (as `connect` throws it). */
export type ConnectWalletErrorType =
  | ConnectErrorType
  | SwitchNamespaceErrorType
  | BaseErrorType
  | ErrorType

/**
 * Connects one wallet that speaks several namespaces, once per namespace, one request after the
 * other (a wallet shows one prompt at a time). Asked are the namespace the modal is on and the
 * namespaces with no connection yet; a namespace another wallet already serves is left to it (when
 * that leaves nothing, every namespace is asked). The modal's namespace is asked first and stays
 * in front when it is connected afterwards; otherwise the first namespace that connected comes to
 * the front.
 *
 * A decline stops the requests not made yet (`skipped`); another failure moves on to the next
 * namespace. With sign-in (SIWX), the visitor signs in once, for the namespace shown, after the
 * last request. Resolves with every step once at least one namespace connected; rejects with the first
 * failure when none did.
 *
 * @example
 * const { steps } = await portico.connectWallet({ connectorIds: ['app.phantom', 'solana:Phantom'] })
 */
export async function connectWallet(ctx: KitContext, parameters: ConnectWalletParameters): Promise<ConnectWalletReturnType> {
  const connectors = parameters.connectorIds.map((connectorId) => getConnector(ctx, connectorId))
  const front = ctx.network.getState().activeNamespace
  const wanted = (namespace: ChainNamespace) => namespace === front || ctx.connection.get(namespace).status !== 'connected'
  const asked = connectors.some((connector) => wanted(connector.chainNamespace))
    ? connectors.filter((connector) => wanted(connector.chainNamespace))
    : connectors
  asked.sort((a, b) => Number(b.chainNamespace === front) - Number(a.chainNamespace === front))

  const steps: ConnectWalletStep[] = asked.map((connector) => ({
    connectorId: connector.id,
    chainNamespace: connector.chainNamespace,
    status: 'waiting',
  }))
  const report = (index: number, step: Partial<ConnectWalletStep>) => {
    steps[index] = { ...steps[index]!, ...step }
    parameters.onProgress?.(steps.slice())
  }

  // Sign-in (SIWX) waits until every namespace had its turn, then asks once, for the namespace shown.
  ctx.siwx.flow.held = true
  try {
    for (const [index, step] of steps.entries()) {
      if (step.status === 'skipped') continue
      report(index, { status: 'connecting' })
      try {
        await connect(ctx, { connectorId: step.connectorId })
        report(index, { status: 'connected' })
      } catch (cause) {
        report(index, { status: 'failed', error: cause as Error })
        if (cause instanceof UserRejectedRequestError) {
          for (const later of steps.keys()) if (later > index) report(later, { status: 'skipped' })
        }
      }
    }
  } finally {
    ctx.siwx.flow.held = false
  }

  const connected = steps.filter((step) => step.status === 'connected')
  if (!connected.length) throw steps.find((step) => step.error)!.error!
  // Each connect brought its namespace to the front; the one the modal was on goes back there
  // when it is connected (by this wallet or, asked again for the rest, before).
  const shown = ctx.connection.get(front).status === 'connected' ? front : connected[0]!.chainNamespace
  await switchNamespace(ctx, { chainNamespace: shown })
  void checkSession(ctx, { namespace: shown }).catch((error: Error) => ctx.emitter.emit('error', { error, action: 'siwx' }))
  return { steps }
}
