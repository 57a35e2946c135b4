import { usePortico } from '@portico/react'
import { useEffect, useRef, useSyncExternalStore } from 'react'

export type ThemeToggleProps = {
  /**
   * Follow the system's light or dark preference as it changes (a phone turning dark at sunset), until
   * the visitor picks a theme here. Off when the page was opened with `?theme=`.
   */
  followSystem: boolean
}

/** Switches the page and the modal between light and dark. */
export function ThemeToggle({ followSystem }: ThemeToggleProps) {
  const { portico } = usePortico()
  const theme = portico.stores.theme
  const mode = useSyncExternalStore(theme.subscribe, () => theme.getState().themeMode)
  const picked = useRef(false)
  useEffect(() => {
    document.documentElement.dataset.theme = mode
  }, [mode])
  useEffect(() => {
    if (!followSystem || typeof matchMedia === 'undefined') return
    const dark = matchMedia('(prefers-color-scheme: dark)')
    const follow = () => {
      if (!picked.current) portico.setThemeMode(dark.matches ? 'dark' : 'light')
    }
    dark.addEventListener('change', follow)
    return () => dark.removeEventListener('change', follow)
  }, [followSystem, portico])
  const next = mode === 'dark' ? 'light' : 'dark'
  const pick = () => {
    picked.current = true
    portico.setThemeMode(next)
  }
  return (
    <button type="button" className="demo-ghost" onClick={pick} aria-label={`Switch to ${next} theme`}>
      {mode === 'dark' ? '☀' : '☾'}
    </button>
  )
}
