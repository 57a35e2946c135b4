import { describe, expect, it } from 'vitest'
import { englishTranslate, loadTranslate } from './translate.ts'

describe('the frame’s t', () => {
  it('speaks the host’s locale, by language subtag, else English; fills placeholders', async () => {
    expect((await loadTranslate('de-DE'))('approval.approve')).toBe('Bestätigen')
    expect((await loadTranslate('pt-BR'))('export.prompt', { email: 'a@b.co' })).toBe('Para ver sua chave privada, digite o código de 6 dígitos que enviamos para a@b.co.')
    expect((await loadTranslate('tlh'))('approval.reject')).toBe('Reject')
    expect((await loadTranslate(undefined))('error.cooldown', { count: 12 })).toBe('Please try again after 12 seconds')
  })

  it('picks the plural form of the language by count', async () => {
    expect(englishTranslate()('error.cooldown', { count: 1 })).toBe('Please try again after 1 second')
    const ru = await loadTranslate('ru')
    expect([1, 3, 5].map((count) => ru('error.cooldown', { count }))).toEqual(['Повторите через 1 секунду', 'Повторите через 3 секунды', 'Повторите через 5 секунд'])
  })
})
