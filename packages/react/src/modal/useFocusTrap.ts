import { type RefObject, useEffect } from 'react'

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab and Shift+Tab inside `ref`, focuses into it on mount, and gives focus back on unmount
 * to what had it before (or to the kit's button when that element is gone).
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const container = ref.current
    if (!container) return
    const previous = document.activeElement as HTMLElement | null
    const first = container.querySelector<HTMLElement>('[data-autofocus]') ?? container.querySelector<HTMLElement>(focusable)
    ;(first ?? container).focus()

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !container) return
      const items = [...container.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.offsetParent !== null)
      if (!items.length) {
        event.preventDefault()
        return
      }
      const firstItem = items[0]!
      const lastItem = items[items.length - 1]!
      const active = document.activeElement
      if (event.shiftKey && (active === firstItem || !container.contains(active))) {
        event.preventDefault()
        lastItem.focus()
      } else if (!event.shiftKey && (active === lastItem || !container.contains(active))) {
        event.preventDefault()
        firstItem.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      const target = previous?.isConnected ? previous : document.querySelector<HTMLElement>('[data-portico-button]')
      // After this commit's other cleanups, so the page is no longer inert (see useModalLayer).
      queueMicrotask(() => target?.focus())
    }
  }, [ref])
}
