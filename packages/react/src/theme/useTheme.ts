import type { CSSProperties } from 'react'
import { usePorticoContext } from '../context'
import { useStore } from '../hooks/useStore'

/** The props that put the kit's theme (mode + the app's CSS variables) on an element. */
export function useThemeProps(): { className: string; 'data-portico-theme': string; style: CSSProperties } {
  const { portico } = usePorticoContext()
  const theme = useStore(portico.stores.theme, (s) => s)
  return {
    className: 'portico-theme',
    'data-portico-theme': theme.themeMode,
    style: theme.themeVariables as CSSProperties,
  }
}
