// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { startSameTabSocial, takeSocialReturn } from './socialReturn'

const result = 'R'.repeat(43)
const at = (href: string) => window.history.replaceState(null, '', href)

describe('the same-tab social login, host side', () => {
  afterEach(() => {
    sessionStorage.clear()
    at('/')
  })

  it('notes the provider and answers this page without its fragment; back with the result, the fragment is removed and the login resumes', () => {
    at('/shop?item=1#section')
    expect(startSameTabSocial('google')).toBe(`${window.location.origin}/shop?item=1`)
    at(`/shop?item=1#portico-social=ok.${result}`)
    expect(takeSocialReturn()).toEqual({ provider: 'google', outcome: { result } })
    expect(window.location.hash).toBe('')
    expect(window.location.search).toBe('?item=1')
    // Once: a reload finds nothing.
    at(`/shop?item=1#portico-social=ok.${result}`)
    expect(takeSocialReturn()).toBeUndefined()
  })

  it('back with an error code: the view is told it', () => {
    startSameTabSocial('github')
    at('/#portico-social=error.embedded_social_denied')
    expect(takeSocialReturn()).toEqual({ provider: 'github', outcome: { error: 'embedded_social_denied' } })
  })

  it('ignores a fragment this tab did not ask for (a planted link: login CSRF), and one not of the server’s shape', () => {
    at(`/#portico-social=ok.${result}`)
    expect(takeSocialReturn()).toBeUndefined()
    expect(window.location.hash).toBe('')
    startSameTabSocial('google')
    at('/#portico-social=ok.short')
    expect(takeSocialReturn()).toBeUndefined()
    at('/#other')
    expect(takeSocialReturn()).toBeUndefined()
    expect(window.location.hash).toBe('#other')
  })
})
