import type { EmbeddedWalletState } from '@portico/core'
import { useLayoutEffect, useRef } from 'react'
import { usePorticoContext } from '../../../context'
import { useStore } from '../../../hooks/useStore'

const selectFrame = (s: EmbeddedWalletState) => s.frame

/**
 * A signing or sending request of the embedded wallet waits for the visitor: the wallet frame (on
 * its own origin, where the approve and reject controls are) is shown over this view's box. The
 * host page only places it: it cannot reach into it, so it cannot approve anything itself. Focus
 * goes into the frame (its approval keeps Tab on its own buttons; Escape there rejects).
 */
export function ApproveTransactionView() {
  const { portico, t } = usePorticoContext()
  const frame = useStore(portico.stores.embedded, selectFrame)
  const slot = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const box = slot.current
    if (!frame || !box) return
    // Moving the frame in the DOM would reload it (and lose the request): it stays where it is, placed over the box.
    const layer = box.closest<HTMLElement>('[data-portico-layer]')
    const zIndex = String(Number(layer ? getComputedStyle(layer).zIndex : 0) + 1 || 2147483000)
    let last = ''
    let handle = 0
    const place = () => {
      const r = box.getBoundingClientRect()
      const at = `${r.left},${r.top},${r.width},${r.height}`
      if (at !== last) {
        last = at
        frame.style.cssText = `position:fixed;left:${r.left}px;top:${r.top}px;width:${r.width}px;height:${r.height}px;border:0;border-radius:16px;z-index:${zIndex};background:transparent`
      }
      handle = requestAnimationFrame(place)
    }
    place()
    frame.hidden = false
    // The controls are the frame's: keyboard focus goes there (also when the modal opened on this view).
    frame.focus()
    return () => {
      cancelAnimationFrame(handle)
      frame.hidden = true
      frame.style.cssText = ''
    }
  }, [frame])

  return (
    <div className="portico-approve">
      <p className="portico-muted portico-center">{t('view.approveTransaction.hint')}</p>
      {/* The view takes focus here when it shows; it passes it into the frame, where the controls are. */}
      <div ref={slot} className="portico-approve__slot" data-autofocus="" tabIndex={-1} onFocus={() => frame?.focus()} />
    </div>
  )
}
