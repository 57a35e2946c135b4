import { createTranslate, matchLocale, type Translate as CatalogueTranslate } from '@portico/core/internal'
import { en, type FrameMessageKey } from './en.ts'
import { loadMessages } from './loadMessages.ts'

export type Translate = CatalogueTranslate<FrameMessageKey>

/** The frame's `t` in English (before a locale is known, and in tests). */
export function englishTranslate(): Translate {
  return createTranslate<FrameMessageKey>(en, 'en')
}

/**
 * The frame's `t` for `requested` (the host's active locale: `de-DE` finds `de`), its texts loaded on
 * demand; English when the kit does not speak that language or its texts cannot be fetched.
 */
export async function loadTranslate(requested: string | undefined): Promise<Translate> {
  const locale = matchLocale(requested)
  if (locale === 'en') return englishTranslate()
  const messages = await loadMessages(locale).catch(() => undefined)
  return messages ? createTranslate<FrameMessageKey>(messages, locale) : englishTranslate()
}
