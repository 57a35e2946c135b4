import { type RefObject, useEffect } from 'react'

const controls = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled])'

/** The element a new view puts focus on: its `data-autofocus` control, else its first visible control. */
function firstControl(container: HTMLElement): HTMLElement | undefined {
  const visible = (element: HTMLElement) => element.getClientRects().length > 0
  return (
    [...container.querySelectorAll<HTMLElement>('[data-autofocus], [autofocus]')].find(visible) ??
    [...container.querySelectorAll<HTMLElement>(controls)].find(visible)
  )
}

export type FocusViewOnShowProps = {
  /** The modal's body, where the view renders. */
  body: RefObject<HTMLElement | null>
  /** The dialog: focus waits there when the view has no control. */
  dialog: RefObject<HTMLElement | null>
  /**
   * Asked once the view is on screen: true leaves focus where it is (the first view, whose focus
   * is the focus trap's, unless it was a lazy view the trap could not see yet).
   */
  skip?: (() => boolean) | undefined
}

/**
 * Rendered beside a view, inside its Suspense boundary and keyed by the route, so it mounts when
 * the view's content is on screen (a lazy view's chunk in too): puts focus on the view's first
 * control (its `data-autofocus` one), unless the view already focused one of its own, so keyboard
 * users are never left on a removed or hidden node.
 */
export function FocusViewOnShow({ body, dialog, skip }: FocusViewOnShowProps) {
  useEffect(() => {
    if (skip?.() || !body.current) return
    // A view that put focus on one of its controls itself (React's `autoFocus`) keeps it there.
    const active = document.activeElement
    if (active instanceof HTMLElement && body.current.contains(active) && active.getClientRects().length > 0) return
    ;(firstControl(body.current) ?? dialog.current)?.focus()
  }, [body, dialog, skip])
  return null
}
