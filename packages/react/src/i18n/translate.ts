import type { MessageKey, Messages } from './en'

/** What `t` reads: a catalogue, whole (another locale) or in part (English, whose feature texts come with their chunks). */
export type Catalogue = Partial<Messages>

export type Translate = {
  (key: MessageKey, values?: Readonly<Record<string, string | number>>): string
  /** Whether the catalogue has a text for `key` (error and alert texts are looked up by names that may have none). */
  has(key: string): key is MessageKey
}

/**
 * Makes `t(key, values)` over a catalogue (`PorticoProvider` makes the kit's `t` over the active
 * locale with the app's messages on top; `MessagesScope` adds English texts that came with a lazy
 * chunk); `{name}` placeholders take `values.name`, numbers written the locale's way, and a plural
 * text picks its form by `values.count`. A key the catalogue lacks reads as the key itself.
 */
export function createTranslate(messages: Catalogue, locale = 'en'): Translate {
  // Made on first need, not with `t`: a page's first Intl object costs tens of milliseconds (its
  // locale data loads), and the texts of the first paint ("Connect Wallet") need none.
  let plural: Intl.PluralRules | undefined
  let number: Intl.NumberFormat | undefined
  const translate = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => {
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
  return Object.assign(translate, { has: (key: string): key is MessageKey => Object.hasOwn(messages, key) })
}
