import { describe, expect, test } from 'vitest'
import { apiErrorCodes, kitErrorCodes } from '../contract/errorCodes'
import { createServerClient } from './createServerClient'
import type { ServerRequestError } from './errors'

/** A client whose every call gets `status` and `body` (JSON, or text when a string). */
function clientAnswering(status: number, body: unknown) {
  const fetch = async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  return createServerClient({ url: 'http://server.test', projectId: 'p', sdkType: 'portico', sdkVersion: 't', fetch })
}

const failure = (status: number, body: unknown) =>
  clientAnswering(status, body)
    .getConfig()
    .then(
      () => expect.fail('resolved'),
      (error: ServerRequestError) => ({ code: error.code, status: error.status, message: error.shortMessage }),
    )

describe("the server's error codes", () => {
  test.each(kitErrorCodes)('%s passes on as it is', async (code) => {
    expect(await failure(400, { error: { code, message: 'no' } })).toEqual({ code, status: 400, message: 'no' })
  })

  const others = apiErrorCodes.filter((code) => !(kitErrorCodes as readonly string[]).includes(code))
  test('the codes of pay, sign-in and the embedded wallet are not the kit calls\' to pass on', () => {
    expect(others).toContain('siwx_no_session')
    expect(others).toContain('embedded_send_busy')
    expect(others).toContain('exchange_amount_too_large')
  })

  test.each(others)('%s reads as bad_request (4xx) or internal_error (5xx)', async (code) => {
    expect((await failure(401, { error: { code, message: 'no' } })).code).toBe('bad_request')
    expect((await failure(503, { error: { code, message: 'no' } })).code).toBe('internal_error')
  })

  test('an unknown code, or an answer that is not JSON', async () => {
    expect((await failure(400, { error: { code: 'made_up', message: 'no' } })).code).toBe('bad_request')
    expect((await failure(500, 'oops')).code).toBe('internal_error')
    expect((await failure(200, 'oops')).code).toBe('invalid_response')
  })
})
