import { describe, expect, it } from 'vitest'
import { en, type MessageKey, type Messages } from './en'
import { loadMessages } from './loadMessages'
import { localeDirection, locales, matchLocale } from './locales'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
const englishPlaceholders = (key: MessageKey) => {
  const text = en[key]
  return placeholders(typeof text === 'string' ? text : text.other)
}

describe.each(locales.filter((locale) => locale !== 'en'))('locale %s', (locale) => {
  const load = (): Promise<Messages> => loadMessages(locale as Exclude<typeof locale, 'en'>)

  it('has every key of the English catalogue and no other', async () => {
    expect(Object.keys(await load()).sort()).toEqual(Object.keys(en).sort())
  })

  it('keeps every {placeholder} of each text, and adds none', async () => {
    const messages = await load()
    const wrong: string[] = []
    for (const key of Object.keys(en) as MessageKey[]) {
      const text = messages[key]
      const expected = englishPlaceholders(key)
      if (typeof text === 'string') {
        if (placeholders(text).join() !== expected.join()) wrong.push(key)
        continue
      }
      // Plural forms may spell their number out ('محفظة واحدة'); `other` always shows every value.
      if (placeholders(text.other).join() !== expected.join()) wrong.push(`${key}.other`)
      for (const [form, formText] of Object.entries(text))
        if (placeholders(formText ?? '').some((name) => !expected.includes(name))) wrong.push(`${key}.${form}`)
    }
    expect(wrong).toEqual([])
  })

  it('gives plural texts exactly the plural categories of the language', async () => {
    const messages = await load()
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort()
    for (const key of Object.keys(en) as MessageKey[]) {
      const text = messages[key]
      expect(typeof text, key).toBe(typeof en[key])
      if (typeof text !== 'string') expect(Object.keys(text).sort(), key).toEqual(categories)
    }
  })

  it('translates what English spells out', async () => {
    const messages = await load()
    // Brand names, placeholders-only texts and symbols may stay as they are; sentences may not.
    const same = (Object.keys(en) as MessageKey[]).filter((key) => typeof en[key] === 'string' && en[key] === messages[key] && /\s\p{Ll}/u.test(en[key] as string))
    expect(same).toEqual([])
  })
})

describe('matchLocale', () => {
  it('matches by language subtag, in the order asked, else English', () => {
    expect(matchLocale('de-AT')).toBe('de')
    expect(matchLocale(['tlh', 'pt-BR', 'fr'])).toBe('pt')
    expect(matchLocale('zh_TW')).toBe('zh')
    expect(matchLocale(['tlh'])).toBe('en')
    expect(matchLocale(undefined)).toBe('en')
  })

  it('lays Arabic out right to left', () => {
    expect(localeDirection('ar')).toBe('rtl')
    expect(localeDirection('ja')).toBe('ltr')
  })

  it('ships at least 15 languages', () => {
    expect(locales.length).toBeGreaterThanOrEqual(15)
  })
})
