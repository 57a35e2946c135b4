import type { CatalogueText, TranslateValues } from './catalogue'

export type Translate<Key extends string> = {
  (key: Key, values?: TranslateValues): string
  /** Whether the catalogue has a text for `key` (texts may be looked up by names that have none). */
  has(key: string): key is Key
}

/**
 * Makes `t(key, values)` over a catalogue (whole, or in part: what it lacks reads as the key itself):
 * `{name}` placeholders take `values.name`, numbers written the locale's way, and a plural text picks
 * its form by `values.count` (`Intl.PluralRules`). The modal and the wallet frame both read their
 * texts through it.
 */
export function createTranslate<Key extends string>(messages: Readonly<Partial<Record<Key, CatalogueText>>>, locale = 'en'): Translate<Key> {
  // Made on first need, not with `t`: a page's first Intl object costs tens of milliseconds (its
  // locale data loads), and the texts of the first paint ("Connect Wallet") need none.
  let plural: Intl.PluralRules | undefined
  let number: Intl.NumberFormat | undefined
  const translate = (key: Key, values?: TranslateValues) => {
    const message = messages[key]
    if (message === undefined) return key
    const text =
      typeof message === 'string' ? message : (message[(plural ??= new Intl.PluralRules(locale)).select(Number(values?.count ?? 0))] ?? message.other)
    return text.replace(/\{(\w+)\}/g, (match, name: string) => {
      if (!values || !(name in values)) return match
      const value = values[name]
      return typeof value === 'number' ? (number ??= new Intl.NumberFormat(locale)).format(value) : String(value)
    })
  }
  return Object.assign(translate, { has: (key: string): key is Key => Object.hasOwn(messages, key) })
}
