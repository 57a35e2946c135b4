import type { Portico } from '@portico/core'
import { type ReactNode, useEffect, useMemo } from 'react'
import { PorticoContext } from './context'
import { en, type Messages } from './i18n/en'
import { createTranslate } from './i18n/translate'
import { ModalHost } from './modal/ModalHost'

export type PorticoProviderProps = {
  /** The kit made by `createPortico`. */
  portico: Portico
  /** Translations or rewordings; missing keys fall back to English. */
  messages?: Partial<Messages> | undefined
  /** Attach the modal to `document.body` (default) or render it where the provider is. */
  attachToBody?: boolean | undefined
  children?: ReactNode
}

/**
 * Makes a Portico kit available to the hooks and buttons below it, and hosts the modal. The kit's
 * styles are one stylesheet the app imports once: `import '@portico/react/styles.css'`.
 *
 * @example
 * <PorticoProvider portico={portico}><App /></PorticoProvider>
 */
export function PorticoProvider({ portico, messages, attachToBody = true, children }: PorticoProviderProps) {
  const value = useMemo(
    () => ({ portico, t: createTranslate({ ...en, ...messages }), attachToBody }),
    [portico, messages, attachToBody],
  )
  // A kit made with `ssr: true` starts (reconnects) only now, after the page has hydrated.
  useEffect(() => void portico.mount(), [portico])
  return (
    <PorticoContext.Provider value={value}>
      {children}
      <ModalHost />
    </PorticoContext.Provider>
  )
}
