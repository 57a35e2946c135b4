import { describe, expect, it } from 'vitest'
import type { CatalogueText } from '../i18n/catalogue'
import { type Locale, locales } from '../i18n/locales'

/**
 * The checks every translated catalogue passes (the modal's in @portico/react, the wallet frame's),
 * each returning what is wrong, by key (`[]` when nothing is). `english` is the source catalogue,
 * `translated` one locale's, `locale` its tag.
 */
type Catalogue = Readonly<Record<string, CatalogueText>>

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort()
const other = (text: CatalogueText) => (typeof text === 'string' ? text : text.other)

/** Keys English has and the locale lacks, and keys the locale has that English does not. */
export function keyProblems(english: Catalogue, translated: Catalogue): string[] {
  const missing = Object.keys(english).filter((key) => !Object.hasOwn(translated, key))
  const extra = Object.keys(translated).filter((key) => !Object.hasOwn(english, key))
  return [...missing.map((key) => `${key}: missing`), ...extra.map((key) => `${key}: not in English`)]
}

/**
 * Texts whose `{placeholders}` differ from English's. A plural form may spell its number out
 * ('محفظة واحدة') and so leave a placeholder out; `other` always shows every value; no form adds one.
 */
export function placeholderProblems(english: Catalogue, translated: Catalogue): string[] {
  const wrong: string[] = []
  for (const [key, source] of Object.entries(english)) {
    const text = translated[key]
    if (text === undefined) continue
    const expected = placeholders(other(source))
    if (placeholders(other(text)).join() !== expected.join()) wrong.push(typeof text === 'string' ? key : `${key}.other`)
    if (typeof text === 'string') continue
    for (const [form, formText] of Object.entries(text))
      if (form !== 'other' && placeholders(formText ?? '').some((name) => !expected.includes(name))) wrong.push(`${key}.${form}`)
  }
  return wrong
}

/** Texts that are plural where English is not (or the reverse), or whose forms are not exactly the language's plural categories. */
export function pluralProblems(english: Catalogue, translated: Catalogue, locale: string): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort().join()
  const wrong: string[] = []
  for (const [key, source] of Object.entries(english)) {
    const text = translated[key]
    if (text === undefined) continue
    if (typeof text !== typeof source) wrong.push(`${key}: ${typeof source === 'string' ? 'plural where English is not' : 'not plural where English is'}`)
    else if (typeof text !== 'string' && Object.keys(text).sort().join() !== categories) wrong.push(`${key}: forms ${Object.keys(text).sort().join()} instead of ${categories}`)
  }
  return wrong
}

/** Sentences left in English (brand names, placeholder-only texts and symbols may stay as they are; a text with a space before a lowercase letter may not). */
export function untranslated(english: Catalogue, translated: Catalogue): string[] {
  return Object.entries(english)
    .filter(([key, source]) => typeof source === 'string' && source === translated[key] && /\s\p{Ll}/u.test(source))
    .map(([key]) => key)
}

/** Texts (or plural forms) that are empty or only spaces. */
export function emptyTexts(catalogue: Catalogue): string[] {
  return Object.entries(catalogue).flatMap(([key, text]) =>
    typeof text === 'string' ? (text.trim() ? [] : [key]) : Object.entries(text).flatMap(([form, formText]) => (formText?.trim() ? [] : [`${key}.${form}`])),
  )
}

/**
 * The tests of a catalogue in every locale Portico speaks (the modal's and the wallet frame's run
 * it): every key and no other, the placeholders, the plural forms, the sentences translated.
 */
export function describeLocales(english: Catalogue, load: (locale: Exclude<Locale, 'en'>) => Promise<Catalogue>) {
  it('English has a text for every key', () => {
    expect(emptyTexts(english)).toEqual([])
  })

  describe.each(locales.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en'))('locale %s', (locale) => {
    it('has every key of the English catalogue and no other', async () => {
      expect(keyProblems(english, await load(locale))).toEqual([])
    })

    it('keeps every {placeholder} of each text, and adds none', async () => {
      expect(placeholderProblems(english, await load(locale))).toEqual([])
    })

    it('gives plural texts exactly the plural categories of the language', async () => {
      expect(pluralProblems(english, await load(locale), locale)).toEqual([])
    })

    it('translates what English spells out', async () => {
      const messages = await load(locale)
      expect(untranslated(english, messages)).toEqual([])
      expect(emptyTexts(messages)).toEqual([])
    })
  })
}
