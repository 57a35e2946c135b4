import type { Portico } from '@portico/core'
import { createContext, useContext } from 'react'
import type { Messages } from './i18n/en'
import type { Translate } from './i18n/translate'

export type PorticoContextValue = {
  portico: Portico
  /** Translates through the catalogue parts loaded so far (inside the modal: all of them). */
  t: Translate
  /** The app's translations or rewordings. */
  messages: Partial<Messages> | undefined
  attachToBody: boolean
}

export const PorticoContext = createContext<PorticoContextValue | null>(null)

/** The kit of the nearest `PorticoProvider`. */
export function usePorticoContext(): PorticoContextValue {
  const value = useContext(PorticoContext)
  if (!value) throw new Error('Portico hooks must be used inside <PorticoProvider>')
  return value
}
