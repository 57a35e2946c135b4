import type { Portico } from '@portico/core'
import { createContext, useContext } from 'react'
import type { Translate } from './i18n/translate'

export type PorticoContextValue = {
  portico: Portico
  /** The kit's one translate function: English with the app's `messages` on top. */
  t: Translate
  attachToBody: boolean
}

export const PorticoContext = createContext<PorticoContextValue | null>(null)

/** The kit of the nearest `PorticoProvider`. */
export function usePorticoContext(): PorticoContextValue {
  const value = useContext(PorticoContext)
  if (!value) throw new Error('Portico hooks must be used inside <PorticoProvider>')
  return value
}
