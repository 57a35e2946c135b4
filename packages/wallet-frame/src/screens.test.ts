import { describe, expect, it } from 'vitest'
import { ApiError } from './api.ts'
import { problem } from './screens.ts'
import { englishTranslate, loadTranslate } from './i18n/translate.ts'

describe('problem', () => {
  it('says the server’s refusals of the e-mail change and the held export in the visitor’s words', async () => {
    const t = await loadTranslate('fr')
    expect(problem(t, new ApiError(403, 'embedded_export_held', 'held'))).toBe('Votre e-mail a changé ces dernières 24 heures : la clé pourra être exportée une fois ce délai écoulé.')
    expect(problem(englishTranslate(), new ApiError(400, 'embedded_email_unchanged', 'same'))).toBe('This is already your e-mail address.')
    expect(problem(englishTranslate(), new ApiError(429, 'embedded_cooldown', 'Please try again after 12 seconds'))).toBe('Please try again after 12 seconds')
    expect(problem(englishTranslate(), new ApiError(429, 'embedded_cooldown', 'Please try again after 1 second'))).toBe('Please try again after 1 second')
    expect(problem(englishTranslate(), new Error('x'))).toBe('Something went wrong. Try again.')
  })
})
