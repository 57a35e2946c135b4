import { describe, expect, it } from 'vitest'
import { socialProblem } from './socialProblem'

describe('socialProblem', () => {
  it('names the server refusals by their code', () => {
    expect(socialProblem({ code: 'embedded_social_denied' })).toBe('view.connectingSocial.error.denied')
    expect(socialProblem({ code: 'embedded_social_state_invalid' })).toBe('view.connectingSocial.error.expired')
    expect(socialProblem({ code: 'embedded_social_result_invalid' })).toBe('view.connectingSocial.error.expired')
    expect(socialProblem({ code: 'embedded_social_unknown_provider' })).toBe('view.connectingSocial.error.unavailable')
    expect(socialProblem({ code: 'embedded_social_provider_failed' })).toBe('view.connectingSocial.error.provider')
    expect(socialProblem({ code: 'embedded_social_token_invalid' })).toBe('view.connectingSocial.error.provider')
    expect(socialProblem({ code: 'rate_limited' })).toBe('view.connectingSocial.error.rateLimited')
  })

  it('names the frame failures by their alert, anything else generically', () => {
    expect(socialProblem({ name: 'FrameError', code: 'iframe_request_timeout' })).toBe('alert.iframe_request_timeout')
    expect(socialProblem({ name: 'EmailLoadError' })).toBe('error.EmailLoadError')
    expect(socialProblem(new Error('boom'))).toBe('view.emailLogin.error.generic')
    expect(socialProblem(undefined)).toBe('view.emailLogin.error.generic')
  })
})
