import { type Locale, locales } from '@portico/react'

/** Each language named in itself: 'Deutsch', 'العربية', '日本語'. */
const nameOf = (locale: Locale) => new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale

export type LanguagePickerProps = {
  /** The locale given to PorticoProvider; undefined follows the browser. */
  value: string | undefined
  onChange(locale: string | undefined): void
}

/**
 * Picks the kit's language (the page itself stays in English); `?lang=` keeps it across reloads.
 * On small screens the select shows as a globe and the language's code (demo.css); the native
 * select lies, transparent, on top of them, so a tap still opens it.
 */
export function LanguagePicker({ value, onChange }: LanguagePickerProps) {
  return (
    <span className="demo-language">
      <span className="demo-language__face" aria-hidden="true">
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
        </svg>
        {value ? <span>{value.split('-')[0]!.toUpperCase()}</span> : null}
      </span>
      <select
        className="demo-select"
        aria-label="Language of the wallet modal"
        value={value ?? ''}
        onChange={(event) => {
          const locale = event.currentTarget.value || undefined
          const url = new URL(location.href)
          if (locale) url.searchParams.set('lang', locale)
          else url.searchParams.delete('lang')
          history.replaceState(null, '', url)
          onChange(locale)
        }}
      >
        <option value="">Browser language</option>
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {nameOf(locale)}
          </option>
        ))}
      </select>
    </span>
  )
}
