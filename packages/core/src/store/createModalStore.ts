import { createStore } from 'zustand/vanilla'
import { SHAKE_DURATION_MS } from '../constants'

export type ModalState = {
  open: boolean
  loading: boolean
  /** True for SHAKE_DURATION_MS after `shake()`: the modal wiggles to say "no". */
  shake: boolean
}

/** Open/closed, loading and shake state of one modal. */
export function createModalStore() {
  const store = createStore<ModalState>(() => ({ open: false, loading: false, shake: false }))
  let shakeTimer: ReturnType<typeof setTimeout> | undefined

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    setOpen(open: boolean) {
      if (store.getState().open !== open) store.setState({ open })
    },
    setLoading(loading: boolean) {
      store.setState({ loading })
    },
    shake() {
      clearTimeout(shakeTimer)
      store.setState({ shake: true })
      shakeTimer = setTimeout(() => store.setState({ shake: false }), SHAKE_DURATION_MS)
    },
  }
}

export type ModalStore = ReturnType<typeof createModalStore>
