import { describe, expect, it } from 'vitest'
import { BadRequestError, CliUsageError, ConfigError, ListenError, ProjectNotFoundError, PublicUrlRequiredError, RateLimitedError, ServerError } from './errors.ts'

/** Whether the error's stack names where it was made (a V8 stack's `    at …` frames). */
const hasFrames = (error: Error) => /\n\s+at /.test(error.stack ?? '')

describe('ServerError stack traces', () => {
  it('records none for a refusal (a status below 500): those are answered, never logged', () => {
    expect(hasFrames(new BadRequestError('Bad'))).toBe(false)
    expect(hasFrames(new ProjectNotFoundError({ projectId: 'x' }))).toBe(false)
    expect(hasFrames(new RateLimitedError({ retryAfter: 3 }))).toBe(false)
    expect(new BadRequestError('Bad').stack).toContain('Bad')
  })

  it('keeps it for a 5xx, and for the configuration and command-line errors read at start-up', () => {
    expect(hasFrames(new ServerError('internal_error', 500, 'Internal'))).toBe(true)
    expect(hasFrames(new ListenError({ host: '127.0.0.1', port: 1, cause: new Error('x') }))).toBe(true)
    expect(hasFrames(new ConfigError('Bad config'))).toBe(true)
    expect(hasFrames(new PublicUrlRequiredError())).toBe(true)
    expect(hasFrames(new CliUsageError('Bad usage'))).toBe(true)
  })

  it('leaves the process-wide stack trace limit as it found it', () => {
    const before = Error.stackTraceLimit
    new BadRequestError('Bad')
    expect(Error.stackTraceLimit).toBe(before)
    expect(hasFrames(new Error('plain'))).toBe(true)
  })

  it('keeps everything else a refusal carries', () => {
    const error = new BadRequestError('Bad', { details: { field: 'x' }, cause: new Error('inner') })
    expect(error).toMatchObject({ name: 'BadRequestError', code: 'bad_request', status: 400, message: 'Bad', details: { field: 'x' } })
    expect(error.cause).toBeInstanceOf(Error)
    expect(error).toBeInstanceOf(ServerError)
  })
})
