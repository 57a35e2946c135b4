import type { Portico } from '@portico/core'
import { type ReactNode, useEffect, useMemo } from 'react'
import { PorticoContext } from './context'
import type { Messages } from './i18n/en'
import { localeDirection } from './i18n/locales'
import { createTranslate } from './i18n/translate'
import { useActiveLocale } from './i18n/useActiveLocale'
import { ModalHost } from './modal/ModalHost'

export type PorticoProviderProps = {
  /** The kit made by `createPortico`. */
  portico: Portico
  /**
   * The kit's language, a BCP 47 tag ('de', 'pt-BR', 'ar'); its language subtag picks one of the
   * shipped `locales`, anything else gives English. Default: the browser's languages, read after
   * mount (the server and the first render are English). Apps that render on the server pass the
   * locale of the request.
   */
  locale?: string | undefined
  /** Rewordings of single keys, on top of the active locale's catalogue. */
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
 * <PorticoProvider portico={portico} locale="de"><App /></PorticoProvider>
 */
export function PorticoProvider({ portico, locale, messages, attachToBody = true, children }: PorticoProviderProps) {
  const active = useActiveLocale(locale)
  const viewMemory = useMemo(() => new WeakMap<object, unknown>(), [portico])
  const value = useMemo(() => {
    const catalogue = { ...active.messages, ...messages }
    return { portico, t: createTranslate(catalogue, active.locale), catalogue, locale: active.locale, dir: localeDirection(active.locale), attachToBody, viewMemory }
  }, [portico, active, messages, attachToBody, viewMemory])
  // A kit made with `ssr: true` starts (reconnects) only now, after the page has hydrated.
  useEffect(() => void portico.mount(), [portico])
  return (
    <PorticoContext.Provider value={value}>
      {children}
      <ModalHost />
    </PorticoContext.Provider>
  )
}
