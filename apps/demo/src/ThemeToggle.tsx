import { usePortico } from '@portico/react'
import { useEffect, useSyncExternalStore } from 'react'

/** Switches the page and the modal between light and dark. */
export function ThemeToggle() {
  const { portico } = usePortico()
  const theme = portico.stores.theme
  const mode = useSyncExternalStore(theme.subscribe, () => theme.getState().themeMode)
  useEffect(() => {
    document.documentElement.dataset.theme = mode
  }, [mode])
  const next = mode === 'dark' ? 'light' : 'dark'
  return (
    <button type="button" className="demo-ghost" onClick={() => portico.setThemeMode(next)} aria-label={`Switch to ${next} theme`}>
      {mode === 'dark' ? '☀' : '☾'}
    </button>
  )
}
