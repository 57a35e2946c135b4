import { describe, expect, it } from 'vitest'
import { emptyTexts, keyProblems, placeholderProblems, pluralProblems, untranslated } from './catalogueChecks'

const english = {
  title: 'Sessions',
  greeting: 'Hello {name}, welcome back',
  wallets: { one: '{count} wallet', other: '{count} wallets' },
} as const

const german = {
  title: 'Sitzungen',
  greeting: 'Hallo {name}, willkommen zurück',
  wallets: { one: '{count} Wallet', other: '{count} Wallets' },
}

describe('the catalogue checks', () => {
  it('find nothing wrong in a good translation', () => {
    expect(keyProblems(english, german)).toEqual([])
    expect(placeholderProblems(english, german)).toEqual([])
    expect(pluralProblems(english, german, 'de')).toEqual([])
    expect(untranslated(english, german)).toEqual([])
    expect(emptyTexts(german)).toEqual([])
  })

  it('find a missing key and one English does not have', () => {
    const { title: _, ...rest } = german
    expect(keyProblems(english, { ...rest, subtitle: 'Neu' })).toEqual(['title: missing', 'subtitle: not in English'])
  })

  it('find a placeholder lost, renamed or added, in a text and in a plural form', () => {
    expect(placeholderProblems(english, { ...german, greeting: 'Hallo, willkommen zurück' })).toEqual(['greeting'])
    expect(placeholderProblems(english, { ...german, greeting: 'Hallo {nom}, willkommen zurück' })).toEqual(['greeting'])
    expect(placeholderProblems(english, { ...german, wallets: { one: '{count} Wallet {name}', other: '{count} Wallets' } })).toEqual(['wallets.one'])
    expect(placeholderProblems(english, { ...german, wallets: { one: '{count} Wallet', other: 'Wallets' } })).toEqual(['wallets.other'])
  })

  it('let a plural form spell its number out', () => {
    expect(placeholderProblems(english, { ...german, wallets: { one: 'eine Wallet', other: '{count} Wallets' } })).toEqual([])
  })

  it('want exactly the language’s plural categories, and plural texts where English has them', () => {
    expect(pluralProblems(english, german, 'ru')).toEqual(['wallets: forms one,other instead of few,many,one,other'])
    expect(pluralProblems(english, { ...german, wallets: '{count} Wallets' }, 'de')).toEqual(['wallets: not plural where English is'])
    expect(pluralProblems(english, { ...german, title: { one: 'Sitzung', other: 'Sitzungen' } }, 'de')).toEqual(['title: plural where English is not'])
  })

  it('find a sentence left in English, not a word that is the same in both', () => {
    expect(untranslated(english, { ...german, greeting: english.greeting })).toEqual(['greeting'])
    expect(untranslated({ ...english, title: 'Wallet' }, { ...german, title: 'Wallet' })).toEqual([])
  })

  it('find an empty text or plural form', () => {
    expect(emptyTexts({ ...german, title: ' ', wallets: { one: '', other: '{count} Wallets' } })).toEqual(['title', 'wallets.one'])
  })
})
