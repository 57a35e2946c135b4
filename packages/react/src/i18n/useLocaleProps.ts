import { usePorticoContext } from '../context'

/** The props that put the kit's language and writing direction on a root element (button, modal, alerts). */
export function useLocaleProps(): { lang: string; dir: 'ltr' | 'rtl' } {
  const { locale, dir } = usePorticoContext()
  return { lang: locale, dir }
}
