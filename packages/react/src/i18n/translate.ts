import type { MessageKey, Messages } from './en'

export type Translate = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string

/**
 * Makes `t(key, values)` over a whole catalogue (`PorticoProvider` makes the kit's one `t` over
 * the active locale with the app's messages on top); `{name}` placeholders take `values.name`,
 * numbers written the locale's way, and a plural text picks its form by `values.count`.
 */
export function createTranslate(messages: Messages, locale = 'en'): Translate {
  const plural = new Intl.PluralRules(locale)
  const number = new Intl.NumberFormat(locale)
  return (key, values) => {
    const message = messages[key]
    const text = typeof message === 'string' ? message : (message[plural.select(Number(values?.count ?? 0))] ?? message.other)
    return text.replace(/\{(\w+)\}/g, (match, name: string) => {
      if (!values || !(name in values)) return match
      const value = values[name]
      return typeof value === 'number' ? number.format(value) : String(value)
    })
  }
}
