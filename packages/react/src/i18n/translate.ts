import type { MessageKey, Messages } from './en'

export type Translate = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string

/**
 * Makes `t(key, values)` over a whole catalogue (`PorticoProvider` makes the kit's one `t` over
 * English with the app's messages on top); `{name}` placeholders take `values.name`.
 */
export function createTranslate(messages: Messages): Translate {
  return (key, values) =>
    messages[key].replace(/\{(\w+)\}/g, (match, name: string) => (values && name in values ? String(values[name]) : match))
}
