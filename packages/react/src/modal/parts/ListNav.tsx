import type { KeyboardEvent, ReactNode } from 'react'

/**
 * A list whose buttons the arrow keys move through (Home/End jump), as well as Tab.
 */
export function ListNav({ label, children }: { label: string; children: ReactNode }) {
  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End']
    if (!keys.includes(event.key)) return
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled])')]
    if (!items.length) return
    event.preventDefault()
    const index = items.indexOf(document.activeElement as HTMLElement)
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : event.key === 'ArrowDown'
            ? (index + 1) % items.length
            : (index - 1 + items.length) % items.length
    items[next]?.focus()
  }
  return (
    <ul className="portico-list" aria-label={label} onKeyDown={onKeyDown}>
      {children}
    </ul>
  )
}
