import { describe, expect, it } from 'vitest'
import { emptyTexts, keyProblems, placeholderProblems, pluralProblems, untranslated } from '../../../core/src/testing/catalogueChecks'
import { en, type Messages } from './en'
import { loadMessages } from './loadMessages'
import { locales } from './locales'

// The checks are core's, shared with the wallet frame's catalogue.
describe.each(locales.filter((locale) => locale !== 'en'))('locale %s', (locale) => {
  const load = (): Promise<Messages> => loadMessages(locale as Exclude<typeof locale, 'en'>)

  it('has every key of the English catalogue and no other', async () => {
    expect(keyProblems(en, await load())).toEqual([])
  })

  it('keeps every {placeholder} of each text, and adds none', async () => {
    expect(placeholderProblems(en, await load())).toEqual([])
  })

  it('gives plural texts exactly the plural categories of the language', async () => {
    expect(pluralProblems(en, await load(), locale)).toEqual([])
  })

  it('translates what English spells out', async () => {
    const messages = await load()
    expect(untranslated(en, messages)).toEqual([])
    expect(emptyTexts(messages)).toEqual([])
  })
})
