import { describe, expect, it } from 'vitest'
import { frameLocales } from './locales.ts'
import { en, type TextKey } from './texts.ts'
import { createTranslate } from './translate.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the frame’s texts', () => {
  it('come in the kit’s 15 languages', () => {
    expect(Object.keys(frameLocales).sort()).toEqual(['ar', 'de', 'es', 'fr', 'hi', 'id', 'ja', 'ko', 'pt', 'ru', 'tr', 'uk', 'vi', 'zh'])
  })

  it.each(Object.entries(frameLocales))('%s has every key, each with the English placeholders, translated', (_, texts) => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort())
    for (const key of Object.keys(en) as TextKey[]) {
      expect(placeholders(texts[key]), key).toEqual(placeholders(en[key]))
      // Sentences are translated (a word like 'Message' or 'Data' may be the same in another language).
      if (/\s\p{Ll}/u.test(en[key])) expect(texts[key], key).not.toBe(en[key])
    }
  })

  it('speaks the host’s locale, by language subtag, else English; fills placeholders', () => {
    expect(createTranslate('de-DE')('approval.approve')).toBe('Bestätigen')
    expect(createTranslate('pt-BR')('export.prompt', { email: 'a@b.co' })).toBe('Para ver sua chave privada, digite o código de 6 dígitos que enviamos para a@b.co.')
    expect(createTranslate('tlh')('approval.reject')).toBe('Reject')
    expect(createTranslate(undefined)('error.cooldown', { count: 12 })).toBe('Please try again after 12 seconds')
  })
})
