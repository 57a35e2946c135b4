import { locales } from '@portico/core/internal'
import { describe, expect, it } from 'vitest'
import { emptyTexts, keyProblems, placeholderProblems, pluralProblems, untranslated } from '../../../core/src/testing/catalogueChecks'
import { en, type FrameMessages } from './en.ts'
import { loadMessages } from './loadMessages.ts'

// The same checks as the modal's catalogue (core's), over the frame's texts in every locale the kit speaks.
it('English has a text for every key', () => {
  expect(emptyTexts(en)).toEqual([])
})

describe.each(locales.filter((locale) => locale !== 'en'))('locale %s', (locale) => {
  const load = (): Promise<FrameMessages> => loadMessages(locale as Exclude<typeof locale, 'en'>)

  it('has every key of the English texts and no other', async () => {
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
