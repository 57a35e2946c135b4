import type { Portico } from '@portico/core'
import { createContext, useContext } from 'react'
import type { Locale } from './i18n/locales'
import type { Catalogue, Translate } from './i18n/translate'

export type PorticoContextValue = {
  portico: Portico
  /** The kit's one translate function: the active locale's catalogue with the app's `messages` on top. */
  t: Translate
  /** What `t` reads; `MessagesScope` adds the English texts a lazy chunk brings. */
  catalogue: Catalogue
  /** The locale the kit's text is in now (English until another locale's catalogue has loaded). */
  locale: Locale
  /** Its writing direction, for the `dir` of the kit's roots (button, modal, alerts). */
  dir: 'ltr' | 'rtl'
  attachToBody: boolean
  /**
   * What a view keeps across its remounts, keyed by its route's data (the same object while the
   * route is in the history): what the Swap preview sent (its approval or swap, settled or not) while the embedded wallet's approval
   * is shown over it. One per provider, so two kits never share it.
   */
  viewMemory: WeakMap<object, unknown>
}

export const PorticoContext = createContext<PorticoContextValue | null>(null)

/** The kit of the nearest `PorticoProvider`. */
export function usePorticoContext(): PorticoContextValue {
  const value = useContext(PorticoContext)
  if (!value) throw new Error('Portico hooks must be used inside <PorticoProvider>')
  return value
}
