import { type Locale, locales } from '@portico/react'

/** Each language named in itself: 'Deutsch', 'العربية', '日本語'. */
const nameOf = (locale: Locale) => new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale

export type LanguagePickerProps = {
  /** The locale given to PorticoProvider; undefined follows the browser. */
  value: string | undefined
  onChange(locale: string | undefined): void
}

/** Picks the kit's language (the page itself stays in English); `?lang=` keeps it across reloads. */
export function LanguagePicker({ value, onChange }: LanguagePickerProps) {
  return (
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
  )
}
