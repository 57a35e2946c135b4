// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api.ts'
import { PasskeyCeremonyError } from './passkeyCeremony.ts'
import { element, openScreen, problem } from './screens.ts'
import { englishTranslate, loadTranslate } from './i18n/translate.ts'

describe('problem', () => {
  it('says the server’s refusals of the e-mail change and the held export in the visitor’s words', async () => {
    const t = await loadTranslate('fr')
    expect(problem(t, new ApiError(403, 'embedded_export_held', 'held'))).toBe('Votre e-mail a changé ces dernières 24 heures : la clé pourra être exportée une fois ce délai écoulé.')
    expect(problem(englishTranslate(), new ApiError(400, 'embedded_email_unchanged', 'same'))).toBe('This is already your e-mail address.')
    expect(problem(englishTranslate(), new ApiError(429, 'embedded_cooldown', 'Please try again after 12 seconds'))).toBe('Please try again after 12 seconds')
    expect(problem(englishTranslate(), new ApiError(429, 'embedded_cooldown', 'Please try again after 1 second'))).toBe('Please try again after 1 second')
    expect(problem(englishTranslate(), new Error('x'))).toBe('Something went wrong. Try again.')
    expect(problem(englishTranslate(), new ApiError(401, 'embedded_reauth_required', 'old login'))).toMatch(/log out and log in again/)
    expect(problem(englishTranslate(), new ApiError(403, 'embedded_second_proof_required', 'farcaster'))).toMatch(/Farcaster sign-in cannot link another login.*without an e-mail address cannot/)

  })

  it('says why a passkey ceremony did not finish: cancelled, timed out, no authenticator, refused by the server', async () => {
    const t = englishTranslate()
    expect(problem(t, new PasskeyCeremonyError('cancelled'))).toBe('You cancelled the passkey request. Try again when you are ready.')
    expect(problem(t, new PasskeyCeremonyError('timed_out'))).toBe('The passkey request timed out. Try again.')
    expect(problem(await loadTranslate('de'), new PasskeyCeremonyError('no_authenticator'))).toMatch(/keinen Passkey/)
    expect(problem(t, new ApiError(401, 'embedded_passkey_refused', 'no'))).toMatch(/could not be verified here/)
    expect(problem(t, new ApiError(403, 'embedded_passkey_required', 'no'))).toBe('This wallet has a passkey: confirm with it to continue.')
  })
})

describe('openScreen', () => {
  const shown = () => {
    const root = document.body.appendChild(document.createElement('div'))
    root.hidden = true
    return root
  }

  it('shows a dialog named by its heading until `close`, then resolves with the value, wiped, emptied and hidden', async () => {
    const root = shown()
    const onEnd = vi.fn()
    let close: (value: string) => void = () => undefined
    const screen = openScreen<string>(root, 'title', new AbortController().signal, (given) => {
      close = given
      root.append(Object.assign(element('h1', 'Title'), { id: 'title' }))
    }, onEnd)
    expect([root.hidden, root.getAttribute('role'), root.getAttribute('aria-labelledby'), root.textContent]).toEqual([false, 'dialog', 'title', 'Title'])
    close('done')
    expect(await screen).toBe('done')
    expect([onEnd.mock.calls.length, root.hidden, root.childElementCount]).toEqual([1, true, 0])
  })

  it('the signal ends it at once, rejecting with its reason; an aborted one never shows it', async () => {
    const root = shown()
    const controller = new AbortController()
    const onEnd = vi.fn()
    const screen = openScreen(root, 'title', controller.signal, () => root.append(element('p', 'Shown')), onEnd)
    controller.abort(new Error('left'))
    await expect(screen).rejects.toThrow('left')
    expect([onEnd.mock.calls.length, root.hidden, root.childElementCount]).toEqual([1, true, 0])

    const show = vi.fn()
    await expect(openScreen(root, 'title', AbortSignal.abort(new Error('gone')), show)).rejects.toThrow('gone')
    expect([show.mock.calls.length, root.hidden]).toEqual([0, true])
  })
})
