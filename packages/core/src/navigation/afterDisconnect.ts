// Navigation (navigation/ holds every "after X, show Y" rule; docs/architecture.md): where the modal goes when the last wallet disconnects.
import type { ModalStore } from '../modal/createModalStore'
import type { Router } from '../modal/createRouter'

/** The last wallet disconnected: the Connect view, the modal closed (made before the context, so given its stores). */
export function showDisconnected({ router, modal }: { router: Router; modal: Pick<ModalStore, 'setOpen'> }): void {
  router.reset('Connect')
  modal.setOpen(false)
}
