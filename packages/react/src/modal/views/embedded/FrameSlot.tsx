import type { EmbeddedWalletState } from '@portico/core'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { usePorticoContext } from '../../../context'
import { useStore } from '../../../hooks/useStore'

const selectFrame = (s: EmbeddedWalletState) => s.frame

/**
 * The box where the wallet frame (on its own origin, with its own controls) shows over the view,
 * while this is mounted, with keyboard focus in it. The host page only places the frame: it cannot
 * reach into it. The frame does not trust this placement either: its focus lands on Reject, and
 * Approve acts only once the frame has been wholly visible, unobscured and at full opacity for a
 * second (so nothing of the kit may be drawn over this box).
 */
export function FrameSlot() {
  const { portico, locale } = usePorticoContext()
  const frame = useStore(portico.stores.embedded, selectFrame)
  const slot = useRef<HTMLDivElement>(null)

  // The frame's own screens speak the kit's language (it is loaded once `frame` is set).
  useEffect(() => {
    if (!frame) return
    void portico
      .getEmbeddedWallet()
      .then((wallet) => wallet.syncLocale(locale))
      .catch(() => undefined)
  }, [frame, locale, portico])

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
    // The controls are the frame's: keyboard focus goes there (also when the modal opened on this
    // view), where the frame puts it on Reject; a frame that already has focus takes a click at once.
    frame.focus()
    return () => {
      cancelAnimationFrame(handle)
      frame.hidden = true
      frame.style.cssText = ''
    }
  }, [frame])

  // The view takes focus here when it shows; it passes it into the frame, where the controls are.
  return <div ref={slot} className="portico-approve__slot" data-autofocus="" tabIndex={-1} onFocus={() => frame?.focus()} />
}
