import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll } from 'vitest'

/**
 * For a test file in happy-dom: one React root in `document.body`, rendered to under `act`, and
 * unmounted with the body cleared after each test. `render` mounts the root on its first call and
 * renders into the same root after; `unmount` drops it, so the next `render` mounts anew.
 */
export function useDomRoot(): { render(element: ReactNode): Promise<HTMLElement>; unmount(): Promise<void> } {
  let mounted: { root: Root; host: HTMLElement } | undefined
  const unmount = async () => {
    const current = mounted
    mounted = undefined
    await act(async () => current?.root.unmount())
  }
  beforeAll(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })
  afterEach(async () => {
    await unmount()
    document.body.innerHTML = ''
  })
  return {
    async render(element) {
      if (!mounted) {
        const host = document.body.appendChild(document.createElement('div'))
        mounted = { root: createRoot(host), host }
      }
      const { root, host } = mounted
      await act(async () => root.render(element))
      return host
    },
    unmount,
  }
}
