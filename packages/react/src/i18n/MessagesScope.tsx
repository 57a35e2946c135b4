import { type ReactNode, useMemo } from 'react'
import { PorticoContext, usePorticoContext } from '../context'
import { type Catalogue, createTranslate } from './translate'

export type MessagesScopeProps = {
  /** English texts that came with this chunk. */
  english: Catalogue
  children?: ReactNode
}

/**
 * Gives the kit below it the English texts a lazy chunk brought with it. They fill only the keys
 * the kit's catalogue lacks: another locale's catalogue (which has every key) and the app's own
 * `messages` stay on top.
 */
export function MessagesScope({ english, children }: MessagesScopeProps) {
  const parent = usePorticoContext()
  const value = useMemo(() => {
    const catalogue = { ...english, ...parent.catalogue }
    return { ...parent, catalogue, t: createTranslate(catalogue, parent.locale) }
  }, [english, parent])
  return <PorticoContext.Provider value={value}>{children}</PorticoContext.Provider>
}
