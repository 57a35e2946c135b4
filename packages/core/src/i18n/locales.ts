/** The locales Portico speaks (the modal and the wallet frame alike): English, the source, and 14 more. */
export const locales = ['en', 'ar', 'de', 'es', 'fr', 'hi', 'id', 'ja', 'ko', 'pt', 'ru', 'tr', 'uk', 'vi', 'zh'] as const

export type Locale = (typeof locales)[number]

const rightToLeft: ReadonlySet<Locale> = new Set(['ar'])

/**
 * The first locale Portico speaks that matches one of the visitor's languages (by language subtag:
 * 'pt-BR' → 'pt', 'zh-TW' → 'zh'), else English.
 *
 * @example
 * matchLocale(['de-AT', 'en']) // 'de'
 * matchLocale('tlh') // 'en'
 */
export function matchLocale(requested: string | readonly string[] | undefined): Locale {
  for (const tag of typeof requested === 'string' ? [requested] : (requested ?? [])) {
    const language = tag.toLowerCase().split(/[-_]/)[0]
    const match = locales.find((locale) => locale === language)
    if (match) return match
  }
  return 'en'
}

/** The writing direction of a locale, for the `dir` of the roots that show its texts. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return rightToLeft.has(locale) ? 'rtl' : 'ltr'
}
