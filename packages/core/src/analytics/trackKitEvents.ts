import type { KitContext } from '../kit/context'
import { getAccount } from '../connection/getAccount'

/**
 * Records the kit's own events for analytics: the modal opening and closing, connections made
 * and ended, errors (as error reports). Connect attempts and network switches are recorded by
 * their actions. MODAL_CREATED is never recorded (spec §7).
 */
export function trackKitEvents(ctx: KitContext): () => void {
  const { track } = ctx.tracker
  const address = () => getAccount(ctx).address
  const stopModal = ctx.modal.subscribe((state, previous) => {
    if (state.open === previous.open) return
    track(state.open ? 'MODAL_OPEN' : 'MODAL_CLOSE', { connected: getAccount(ctx).status === 'connected' }, { address: address() })
  })
  const onConnect = (event: { connectorId: string; address: string; caipNetworkId: string }) =>
    track('CONNECT_SUCCESS', { connector: event.connectorId, network: event.caipNetworkId }, { address: event.address })
  const onDisconnect = (event: { chainNamespace: string }) => track('DISCONNECT_SUCCESS', { namespace: event.chainNamespace })
  const onError = ({ error, action }: { error: Error; action: string }) =>
    track('ERROR', { action, message: (error as { shortMessage?: string }).shortMessage ?? error.message }, { type: 'error', address: address() })
  ctx.emitter.on('connect', onConnect)
  ctx.emitter.on('disconnect', onDisconnect)
  ctx.emitter.on('error', onError)
  return () => {
    stopModal()
    ctx.emitter.off('connect', onConnect)
    ctx.emitter.off('disconnect', onDisconnect)
    ctx.emitter.off('error', onError)
  }
}
