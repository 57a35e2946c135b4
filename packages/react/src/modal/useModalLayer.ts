import { type RefObject, useEffect, useState } from 'react'
import { inertOutside } from './layer/inertOutside'
import { lockScroll, pageHasScrollbar } from './layer/lockScroll'

/**
 * While the modal is mounted, the rest of the page is inert (the kit's toasts stay usable over it)
 * and does not scroll; both come back when it closes. Layers nest: a second modal over this one
 * makes this one inert until it closes.
 */
export function useModalLayer(ref: RefObject<HTMLElement | null>) {
  // Read while rendering, before the layer is in the page (see pageHasScrollbar).
  const [scrollbar] = useState(() => typeof document !== 'undefined' && pageHasScrollbar(document))
  useEffect(() => {
    const layer = ref.current
    if (!layer) return
    const restore = inertOutside(layer)
    const unlock = lockScroll(layer.ownerDocument, { scrollbar })
    return () => {
      unlock()
      restore()
    }
  }, [ref, scrollbar])
}
