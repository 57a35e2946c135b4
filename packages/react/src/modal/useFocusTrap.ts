import { type RefObject, useEffect } from 'react'
import { LAYER_ATTRIBUTE } from './layer/inertOutside'

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]'

/**
 * The elements Tab stops at inside `root`, in document order: shown, not inert (a layer under
 * another), not taken out of the order (a roving list's other items are tabindex -1).
 */
function tabbables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusable)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('[inert]'),
  )
}

/**
 * Keeps Tab and Shift+Tab inside `ref`, focuses into it on mount, and gives focus back on unmount
 * to what had it before (or to the kit's button when that element is gone). The kit's toasts stay
 * usable over the dialog, so they are part of the cycle: after the dialog's last control come the
 * toasts' buttons, then the dialog's first control again.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const container = ref.current
    if (!container) return
    const previous = document.activeElement as HTMLElement | null
    // Focus moves in the next frame, just before it is painted: finding what can take focus and
    // focusing it need the dialog laid out, which the opening click's own task would otherwise do
    // once more before the frame does (a third of a cold first click). What had focus is noted now.
    const frame = requestAnimationFrame(() => {
      const first = container.querySelector<HTMLElement>('[data-autofocus]') ?? tabbables(container)[0]
      ;(first ?? container).focus()
    })

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !container) return
      const toasts = [...document.querySelectorAll(`[${LAYER_ATTRIBUTE}="toast"]`)]
      const items = [container, ...toasts].flatMap(tabbables)
      event.preventDefault()
      if (!items.length) return
      const index = items.indexOf(document.activeElement as HTMLElement)
      // From outside the cycle (the dialog itself, a removed node), Tab enters at the start, Shift+Tab at the end.
      const next = index < 0 ? (event.shiftKey ? items.length - 1 : 0) : (index + (event.shiftKey ? -1 : 1) + items.length) % items.length
      items[next]!.focus()
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('keydown', onKeyDown, true)
      const target = previous?.isConnected ? previous : document.querySelector<HTMLElement>('[data-portico-button]')
      // After this commit's other cleanups, so the page is no longer inert (see useModalLayer).
      queueMicrotask(() => target?.focus())
    }
  }, [ref])
}
