import type { Portico } from '@portico/core'
import type { PorticoContextValue } from '../context'
import { en } from '../i18n/en'
import { createTranslate } from '../i18n/translate'

/** What `PorticoProvider` gives its views, in English, for a test rendering a view under `PorticoContext.Provider`. */
export function testContextValue(portico: Portico, { viewMemory = new WeakMap<object, unknown>() } = {}): PorticoContextValue {
  return { portico, t: createTranslate(en), catalogue: en, locale: 'en', dir: 'ltr', attachToBody: true, viewMemory }
}
