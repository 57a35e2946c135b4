import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { usePorticoContext } from '../../context'

export type VirtualGridProps = {
  /** Items loaded so far. */
  count: number
  /** Items in the whole list (for `aria-setsize`); default `count`. */
  total?: number | undefined
  columns: number
  rowHeight: number
  /** Height of the scrolling viewport in pixels (CSS may make it smaller: a `max-height` on short screens). */
  height: number
  label: string
  renderItem(index: number, props: { tabIndex: number; onFocus(): void }): ReactNode
  /** Called when the rows near the end come into view (load the next page). */
  onEndReached?: (() => void) | undefined
  overscan?: number | undefined
}

/**
 * A grid that renders only the rows in view (plus a few), so thousands of items stay smooth.
 * One item is in the tab order (roving tabindex); arrow keys move by item and by row, Home/End
 * and PageUp/PageDown jump, and the focused item is scrolled into view.
 */
export function VirtualGrid({ count, total = count, columns, rowHeight, height, label, renderItem, onEndReached, overscan = 2 }: VirtualGridProps) {
  const { dir } = usePorticoContext()
  const viewport = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [active, setActive] = useState(0)
  const focusAfterRender = useRef(false)
  const rows = Math.ceil(count / columns)
  const firstRow = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan)
  const lastRow = Math.min(rows - 1, Math.ceil((scrollTop + height) / rowHeight) + overscan)
  const activeIndex = Math.min(active, Math.max(0, count - 1))

  useEffect(() => {
    if (rows > 0 && lastRow >= rows - 1 - overscan) onEndReached?.()
  }, [lastRow, rows, overscan, onEndReached])

  useLayoutEffect(() => {
    if (!focusAfterRender.current) return
    focusAfterRender.current = false
    viewport.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"] button`)?.focus()
  })

  function moveTo(index: number) {
    const next = Math.max(0, Math.min(count - 1, index))
    const element = viewport.current
    if (element) {
      const visible = element.clientHeight || height
      const top = Math.floor(next / columns) * rowHeight
      if (top < element.scrollTop) element.scrollTop = top
      else if (top + rowHeight > element.scrollTop + visible) element.scrollTop = top + rowHeight - visible
      setScrollTop(element.scrollTop)
    }
    focusAfterRender.current = true
    setActive(next)
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const page = Math.max(1, Math.floor((viewport.current?.clientHeight || height) / rowHeight)) * columns
    const moves: Record<string, number> = {
      // Right to left, the next item is on the left.
      ArrowRight: activeIndex + (dir === 'rtl' ? -1 : 1),
      ArrowLeft: activeIndex + (dir === 'rtl' ? 1 : -1),
      ArrowDown: activeIndex + columns,
      ArrowUp: activeIndex - columns,
      PageDown: activeIndex + page,
      PageUp: activeIndex - page,
      Home: 0,
      End: count - 1,
    }
    const target = moves[event.key]
    if (target === undefined || !count) return
    event.preventDefault()
    moveTo(target)
  }

  const indices: number[] = []
  for (let i = firstRow * columns; i < Math.min(count, (lastRow + 1) * columns); i += 1) indices.push(i)
  // The item in the tab order stays rendered, so focus is never lost to scrolling.
  if (count && !indices.includes(activeIndex)) indices.push(activeIndex)

  return (
    <div
      ref={viewport}
      className="portico-grid"
      role="list"
      aria-label={label}
      data-loaded={count}
      style={{ height }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      onKeyDown={onKeyDown}
    >
      <div role="none" style={{ height: rows * rowHeight, position: 'relative' }}>
        {indices.map((index) => (
          <div
            key={index}
            role="listitem"
            data-index={index}
            aria-posinset={index + 1}
            aria-setsize={total}
            className="portico-grid__cell"
            style={{
              top: Math.floor(index / columns) * rowHeight,
              insetInlineStart: `${((index % columns) * 100) / columns}%`,
              width: `${100 / columns}%`,
              height: rowHeight,
            }}
          >
            {renderItem(index, { tabIndex: index === activeIndex ? 0 : -1, onFocus: () => setActive(index) })}
          </div>
        ))}
      </div>
    </div>
  )
}
