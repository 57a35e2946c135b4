/**
 * The locales the kit ships: English (the source, always in the page's first load) and one lazy file
 * each (`loadMessages`). The list and the matching are core's, shared with the wallet frame.
 */
export { type Locale, localeDirection, locales, matchLocale } from '@portico/core/internal'
