import { en, type TextKey, type Texts } from './texts.ts'
import { frameLocales } from './locales.ts'

export type Translate = (key: TextKey, values?: Record<string, string | number>) => string

/** The frame's texts for `locale` (the host's active one: `de-DE` finds `de`), English for what a locale lacks. */
export function createTranslate(locale: string | undefined): Translate {
  const texts: Texts = { ...en, ...pick(locale) }
  return (key, values = {}) => texts[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

function pick(locale: string | undefined): Partial<Texts> {
  if (!locale) return {}
  const lower = locale.toLowerCase()
  return frameLocales[lower] ?? frameLocales[lower.split('-')[0]!] ?? {}
}
