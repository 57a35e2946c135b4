import { createStore } from 'zustand/vanilla'
import { SHAKE_DURATION_MS } from '../constants'

export type ModalState = {
  open: boolean
  loading: boolean
  /** True for SHAKE_DURATION_MS after `shake()`: the modal wiggles to say "no". */
  shake: boolean
  /** How many embedded forms show the views inline (`PorticoEmbedded`); `pay` shows there instead of opening the modal. */
  embedded: number
}

/** Open/closed, loading and shake state of one modal. */
export function createModalStore() {
  const store = createStore<ModalState>(() => ({ open: false, loading: false, shake: false, embedded: 0 }))
  let shakeTimer: ReturnType<typeof setTimeout> | undefined

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    setOpen(open: boolean) {
      if (store.getState().open !== open) store.setState({ open })
    },
    /** Shows the views for a prompt of the kit's own (pay, sign-in, unsupported network): the embedded form when one is mounted, else the modal. */
    reveal() {
      if (store.getState().embedded === 0) this.setOpen(true)
    },
    /** An embedded form mounted; the returned function says it unmounted. */
    addEmbedded(): () => void {
      store.setState((state) => ({ embedded: state.embedded + 1 }))
      let removed = false
      return () => {
        if (removed) return
        removed = true
        store.setState((state) => ({ embedded: state.embedded - 1 }))
      }
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
