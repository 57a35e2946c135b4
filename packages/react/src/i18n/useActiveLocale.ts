import { useEffect, useState } from 'react'
import { buttons } from './messages/buttons'
import { loadMessages } from './loadMessages'
import { type Locale, matchLocale } from './locales'
import type { Catalogue } from './translate'

export type ActiveLocale = { locale: Locale; messages: Catalogue }

// English in the first load is the buttons' texts; the modal's chunk brings the rest (`modalEnglish`).
const english: ActiveLocale = { locale: 'en', messages: buttons }

/**
 * The locale the kit shows: `requested` (or, without it, the browser's languages) matched to a
 * shipped locale. The server and the first client render are always English, so hydration agrees;
 * another locale's catalogue loads after mount (its own chunk) and replaces English when it arrives.
 * If it fails to load, the kit stays in English.
 */
export function useActiveLocale(requested: string | undefined): ActiveLocale {
  const [active, setActive] = useState(english)
  useEffect(() => {
    const locale = matchLocale(requested ?? (navigator.languages?.length ? navigator.languages : navigator.language))
    if (locale === 'en') {
      setActive(english)
      return
    }
    let current = true
    loadMessages(locale).then(
      (messages) => current && setActive({ locale, messages }),
      () => current && setActive(english),
    )
    return () => {
      current = false
    }
  }, [requested])
  return active
}
