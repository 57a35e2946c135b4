import { createTranslate as createCatalogueTranslate, type Translate as CatalogueTranslate } from '@portico/core/internal'
import type { MessageKey, Messages } from './en'

/** What `t` reads: a catalogue, whole (another locale) or in part (English, whose feature texts come with their chunks). */
export type Catalogue = Partial<Messages>

export type Translate = CatalogueTranslate<MessageKey>

/**
 * Makes the kit's `t(key, values)` over a catalogue (`PorticoProvider` makes it over the active
 * locale with the app's messages on top; `MessagesScope` adds English texts that came with a lazy
 * chunk): placeholders, numbers and plural forms as core's `createTranslate` fills them (the wallet
 * frame's texts go through it too). A key the catalogue lacks reads as the key itself.
 */
export function createTranslate(messages: Catalogue, locale = 'en'): Translate {
  return createCatalogueTranslate<MessageKey>(messages, locale)
}
