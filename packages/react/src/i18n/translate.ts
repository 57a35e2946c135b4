import type { MessageKey, Messages } from './en'

export type Translate = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string

/**
 * Makes `t(key, values)` over a catalogue; `{name}` placeholders take `values.name`. A key the
 * catalogue does not hold (a part not loaded yet) reads as the key itself.
 */
export function createTranslate(messages: Partial<Messages>): Translate {
  return (key, values) =>
    (messages[key] ?? key).replace(/\{(\w+)\}/g, (match, name: string) =>
      values && name in values ? String(values[name]) : match,
    )
}
