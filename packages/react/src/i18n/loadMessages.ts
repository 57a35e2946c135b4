import type { Messages } from './en'
import type { Locale } from './locales'

/**
 * Loads a locale's catalogue: each is its own file, so a bundler makes it its own chunk and the
 * page's first load carries none of them (English is in the first load already).
 */
export function loadMessages(locale: Exclude<Locale, 'en'>): Promise<Messages> {
  switch (locale) {
    case 'ar':
      return import('./locales/ar').then((module) => module.ar)
    case 'de':
      return import('./locales/de').then((module) => module.de)
    case 'es':
      return import('./locales/es').then((module) => module.es)
    case 'fr':
      return import('./locales/fr').then((module) => module.fr)
    case 'hi':
      return import('./locales/hi').then((module) => module.hi)
    case 'id':
      return import('./locales/id').then((module) => module.id)
    case 'ja':
      return import('./locales/ja').then((module) => module.ja)
    case 'ko':
      return import('./locales/ko').then((module) => module.ko)
    case 'pt':
      return import('./locales/pt').then((module) => module.pt)
    case 'ru':
      return import('./locales/ru').then((module) => module.ru)
    case 'tr':
      return import('./locales/tr').then((module) => module.tr)
    case 'uk':
      return import('./locales/uk').then((module) => module.uk)
    case 'vi':
      return import('./locales/vi').then((module) => module.vi)
    case 'zh':
      return import('./locales/zh').then((module) => module.zh)
  }
}
