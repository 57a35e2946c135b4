import type { Locale } from '@portico/core/internal'
import type { FrameMessages } from './en.ts'

/**
 * Loads a locale's texts: each is its own file, so the build makes it its own chunk and the frame's
 * bundle carries English only (as the modal's `loadMessages` does).
 */
export function loadMessages(locale: Exclude<Locale, 'en'>): Promise<FrameMessages> {
  switch (locale) {
    case 'ar':
      return import('./locales/ar.ts').then((module) => module.ar)
    case 'de':
      return import('./locales/de.ts').then((module) => module.de)
    case 'es':
      return import('./locales/es.ts').then((module) => module.es)
    case 'fr':
      return import('./locales/fr.ts').then((module) => module.fr)
    case 'hi':
      return import('./locales/hi.ts').then((module) => module.hi)
    case 'id':
      return import('./locales/id.ts').then((module) => module.id)
    case 'ja':
      return import('./locales/ja.ts').then((module) => module.ja)
    case 'ko':
      return import('./locales/ko.ts').then((module) => module.ko)
    case 'pt':
      return import('./locales/pt.ts').then((module) => module.pt)
    case 'ru':
      return import('./locales/ru.ts').then((module) => module.ru)
    case 'tr':
      return import('./locales/tr.ts').then((module) => module.tr)
    case 'uk':
      return import('./locales/uk.ts').then((module) => module.uk)
    case 'vi':
      return import('./locales/vi.ts').then((module) => module.vi)
    case 'zh':
      return import('./locales/zh.ts').then((module) => module.zh)
  }
}
