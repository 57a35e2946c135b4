import { embeddedFixtures as fixture, testFrameOrigin } from './embedded.ts'
import { json, type RouteSpec } from './routeSpec.ts'

/** The embedded wallet's routes of `createApp` (part of `routeTable`), called from the wallet frame's origin with the fixture user's session. */
export const embeddedRoutes: readonly RouteSpec[] = [
  { method: 'GET', route: '/v1/embedded/project', bucket: 'embeddedSession', sample: ({ projectId }) => ({ path: `/v1/embedded/project?projectId=${projectId}`, init: { method: 'GET', headers: { origin: testFrameOrigin } } }) },
  {
    method: 'POST',
    route: '/v1/embedded/login/start',
    bucket: 'embeddedLogin',
    sample: ({ projectId, origin }) => ({
      path: `/v1/embedded/login/start?projectId=${projectId}`,
      init: json({ email: fixture.email, deviceId: fixture.deviceId, parentOrigin: origin }, testFrameOrigin),
    }),
  },
  { method: 'POST', route: '/v1/embedded/login/status', bucket: 'embeddedLoginStatus', sample: ({ projectId }) => ({ path: `/v1/embedded/login/status?projectId=${projectId}`, init: json({ loginId: fixture.otpLoginId }, testFrameOrigin) }) },
  { method: 'POST', route: '/v1/embedded/login/resend', bucket: 'embeddedLogin', sample: ({ projectId }) => ({ path: `/v1/embedded/login/resend?projectId=${projectId}`, init: json({ loginId: fixture.otpLoginId }, testFrameOrigin) }) },
  { method: 'POST', route: '/v1/embedded/login/otp', bucket: 'embeddedOtp', sample: ({ projectId }) => ({ path: `/v1/embedded/login/otp?projectId=${projectId}`, init: json({ loginId: fixture.otpLoginId, otp: fixture.otp }, testFrameOrigin) }) },
  { method: 'GET', route: '/v1/embedded/me', bucket: 'embeddedSession', sample: ({ projectId }) => ({ path: `/v1/embedded/me?projectId=${projectId}`, init: { method: 'GET', headers: { origin: testFrameOrigin, authorization: `Bearer ${fixture.sessionToken}` } } }) },
  {
    method: 'POST',
    route: '/v1/embedded/sign',
    bucket: 'embeddedSign',
    sample: ({ projectId }) => ({
      path: `/v1/embedded/sign?projectId=${projectId}`,
      init: withBearer(json({ method: 'personal_sign', message: '0x48656c6c6f' }, testFrameOrigin)),
    }),
  },
  {
    method: 'POST',
    route: '/v1/embedded/smart-account',
    bucket: 'embeddedSmartAccount',
    sample: ({ projectId }) => ({ path: `/v1/embedded/smart-account?projectId=${projectId}`, init: withBearer(json({ chainId: 1 }, testFrameOrigin)) }),
  },
  {
    method: 'POST',
    route: '/v1/embedded/calls/status',
    bucket: 'embeddedSmartAccount',
    sample: ({ projectId }) => ({ path: `/v1/embedded/calls/status?projectId=${projectId}`, init: withBearer(json({ chainId: 1, id: `0x${'ab'.repeat(32)}` }, testFrameOrigin)) }),
  },
  { method: 'POST', route: '/v1/embedded/signout', bucket: 'embeddedSession', sample: ({ projectId }) => ({ path: `/v1/embedded/signout?projectId=${projectId}`, init: withBearer(json({}, testFrameOrigin)) }) },
  {
    method: 'POST',
    route: '/v1/embedded/email/update',
    bucket: 'embeddedAccount',
    sample: ({ projectId }) => ({ path: `/v1/embedded/email/update?projectId=${projectId}`, init: withBearer(json({ email: 'fixture-other@example.com' }, testFrameOrigin)) }),
  },
  { method: 'POST', route: '/v1/embedded/email/update/resend', bucket: 'embeddedAccount', sample: ({ projectId }) => ({ path: `/v1/embedded/email/update/resend?projectId=${projectId}`, init: withBearer(json({ updateId: fixture.updateId }, testFrameOrigin)) }) },
  {
    method: 'POST',
    route: '/v1/embedded/email/update/primary',
    bucket: 'embeddedOtp',
    sample: ({ projectId }) => ({ path: `/v1/embedded/email/update/primary?projectId=${projectId}`, init: withBearer(json({ updateId: fixture.updateId, otp: fixture.otp }, testFrameOrigin)) }),
  },
  {
    method: 'POST',
    route: '/v1/embedded/email/update/secondary',
    bucket: 'embeddedOtp',
    sample: ({ projectId }) => ({ path: `/v1/embedded/email/update/secondary?projectId=${projectId}`, init: withBearer(json({ updateId: fixture.updateId, otp: fixture.otp }, testFrameOrigin)) }),
  },
  { method: 'GET', route: '/v1/embedded/sessions', bucket: 'embeddedSession', sample: ({ projectId }) => ({ path: `/v1/embedded/sessions?projectId=${projectId}`, init: withBearer({ method: 'GET', headers: { origin: testFrameOrigin } }) }) },
  { method: 'POST', route: '/v1/embedded/sessions/revoke', bucket: 'embeddedAccount', sample: ({ projectId }) => ({ path: `/v1/embedded/sessions/revoke?projectId=${projectId}`, init: withBearer(json({}, testFrameOrigin)) }) },
  { method: 'POST', route: '/v1/embedded/export/start', bucket: 'embeddedAccount', sample: ({ projectId }) => ({ path: `/v1/embedded/export/start?projectId=${projectId}`, init: withBearer(json({}, testFrameOrigin)) }) },
  { method: 'POST', route: '/v1/embedded/export/resend', bucket: 'embeddedAccount', sample: ({ projectId }) => ({ path: `/v1/embedded/export/resend?projectId=${projectId}`, init: withBearer(json({ exportId: fixture.exportId }, testFrameOrigin)) }) },
  {
    method: 'POST',
    route: '/v1/embedded/export/key',
    bucket: 'embeddedExport',
    sample: ({ projectId }) => ({ path: `/v1/embedded/export/key?projectId=${projectId}`, init: withBearer(json({ exportId: fixture.exportId, otp: fixture.otp, publicKey: fixture.exportPublicKey }, testFrameOrigin)) }),
  },
  { method: 'GET', route: '/v1/embedded/device', bucket: 'embeddedDevice', sample: () => ({ path: `/v1/embedded/device?token=${fixture.deviceSecret}`, init: { method: 'GET' } }) },
  {
    method: 'POST',
    route: '/v1/embedded/device',
    bucket: 'embeddedDevice',
    sample: () => ({
      path: '/v1/embedded/device',
      init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${fixture.deviceSecret}` },
    }),
  },
  { method: 'GET', route: '/v1/embedded/email/undo', bucket: 'embeddedDevice', sample: () => ({ path: `/v1/embedded/email/undo?token=${fixture.undoSecret}`, init: { method: 'GET' } }) },
  {
    method: 'POST',
    route: '/v1/embedded/email/undo',
    bucket: 'embeddedDevice',
    sample: () => ({
      path: '/v1/embedded/email/undo',
      init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${fixture.undoSecret}` },
    }),
  },
  {
    method: 'POST',
    route: '/v1/embedded/social/start',
    bucket: 'embeddedSocialStart',
    sample: ({ projectId, origin }) => ({ path: `/v1/embedded/social/start?projectId=${projectId}`, init: json({ provider: 'google', parentOrigin: origin }, testFrameOrigin) }),
  },
  {
    method: 'GET',
    route: '/v1/embedded/social/callback/:provider',
    bucket: 'embeddedSocialCallback',
    sample: () => ({ path: `/v1/embedded/social/callback/google?code=fixture-code&state=${fixture.socialState}`, init: { method: 'GET' } }),
  },
  {
    method: 'POST',
    route: '/v1/embedded/social/finish',
    bucket: 'embeddedSocialFinish',
    sample: ({ projectId }) => ({ path: `/v1/embedded/social/finish?projectId=${projectId}`, init: json({ loginId: fixture.socialDoneId, result: fixture.socialResult }, testFrameOrigin) }),
  },
  {
    method: 'POST',
    route: '/v1/embedded/social/callback/:provider',
    bucket: 'embeddedSocialCallback',
    // Apple's form_post answer (a state no attempt has: refused before any provider is asked).
    sample: () => ({
      path: '/v1/embedded/social/callback/apple',
      init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `code=fixture-code&state=${fixture.socialState}&user=%7B%22name%22%3A%7B%22firstName%22%3A%22Ada%22%7D%7D` },
    }),
  },
  { method: 'GET', route: '/v1/embedded/logins', bucket: 'embeddedSession', sample: ({ projectId }) => ({ path: `/v1/embedded/logins?projectId=${projectId}`, init: withBearer({ method: 'GET', headers: { origin: testFrameOrigin } }) }) },
  {
    method: 'POST',
    route: '/v1/embedded/logins/link/start',
    bucket: 'embeddedSocialStart',
    sample: ({ projectId, origin }) => ({ path: `/v1/embedded/logins/link/start?projectId=${projectId}`, init: withBearer(json({ provider: 'google', parentOrigin: origin }, testFrameOrigin)) }),
  },
  {
    method: 'POST',
    route: '/v1/embedded/logins/link/finish',
    bucket: 'embeddedSocialFinish',
    sample: ({ projectId }) => ({ path: `/v1/embedded/logins/link/finish?projectId=${projectId}`, init: withBearer(json({ loginId: fixture.socialDoneId, result: fixture.socialResult, binding: 'B'.repeat(43) }, testFrameOrigin)) }),
  },
  {
    method: 'POST',
    route: '/v1/embedded/logins/unlink',
    bucket: 'embeddedAccount',
    // The fixture user's only login: always refused (`embedded_last_login`), so the fixtures stay.
    sample: ({ projectId }) => ({ path: `/v1/embedded/logins/unlink?projectId=${projectId}`, init: withBearer(json({ provider: 'email', id: fixture.email }, testFrameOrigin)) }),
  },
  {
    method: 'POST',
    route: '/v1/embedded/farcaster/start',
    bucket: 'embeddedFarcasterStart',
    sample: ({ projectId, origin }) => ({ path: `/v1/embedded/farcaster/start?projectId=${projectId}`, init: json({ parentOrigin: origin, pollSecret: fixture.farcasterPollSecret }, testFrameOrigin) }),
  },
  {
    method: 'POST',
    route: '/v1/embedded/farcaster/status',
    bucket: 'embeddedFarcasterStatus',
    sample: ({ projectId }) => ({ path: `/v1/embedded/farcaster/status?projectId=${projectId}`, init: json({ loginId: fixture.farcasterLoginId, pollSecret: fixture.farcasterPollSecret }, testFrameOrigin) }),
  },
  ...passkeyRoutes(),
]

/** The passkey routes (issue 40): the finishes carry a well-formed but unverifiable response for a request that does not exist. */
function passkeyRoutes(): RouteSpec[] {
  const requestId = 'e'.repeat(32)
  const credential = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA', userHandle: 'AAAA' } }
  const registration = { ...credential, response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal'] } }
  const post = (route: string, bucket: RouteSpec['bucket'], payload: (origin: string) => unknown, bearer = false): RouteSpec => ({
    method: 'POST',
    route,
    bucket,
    sample: ({ projectId, origin }) => {
      const init = json(payload(origin), testFrameOrigin)
      return { path: `${route}?projectId=${projectId}`, init: bearer ? withBearer(init) : init }
    },
  })
  return [
    post('/v1/embedded/passkey/signup/start', 'embeddedPasskey', () => ({})),
    post('/v1/embedded/passkey/signup/finish', 'embeddedPasskey', (origin) => ({ requestId, response: registration, parentOrigin: origin })),
    post('/v1/embedded/passkey/login/start', 'embeddedPasskey', () => ({})),
    post('/v1/embedded/passkey/login/finish', 'embeddedPasskey', (origin) => ({ requestId, response: credential, parentOrigin: origin })),
    {
      method: 'GET',
      route: '/v1/embedded/passkeys',
      bucket: 'embeddedSession',
      sample: ({ projectId }) => ({ path: `/v1/embedded/passkeys?projectId=${projectId}`, init: withBearer({ method: 'GET', headers: { origin: testFrameOrigin } }) }),
    },
    post('/v1/embedded/passkey/add/start', 'embeddedPasskey', () => ({}), true),
    post('/v1/embedded/passkey/verify/start', 'embeddedPasskey', () => ({}), true),
    post('/v1/embedded/passkey/add/finish', 'embeddedPasskey', () => ({ requestId, response: registration }), true),
    // The fixture user has no passkey: each is refused before anything changes.
    post('/v1/embedded/passkey/remove', 'embeddedPasskey', () => ({ id: 'AAAA', passkey: { requestId, response: credential } }), true),
    post('/v1/embedded/passkey/rename', 'embeddedPasskey', () => ({ id: 'AAAA', name: 'Laptop' }), true),
    post('/v1/embedded/passkey/limit', 'embeddedPasskey', () => ({ limit: '1000', passkey: { requestId, response: credential } }), true),
    post('/v1/embedded/recovery/start', 'embeddedAccount', () => ({ email: 'recovery@example.com', passkey: { requestId, response: credential } }), true),
    post('/v1/embedded/recovery/verify', 'embeddedOtp', () => ({ recoveryId: requestId, otp: '123456' }), true),
  ]
}

function withBearer(init: RequestInit): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${fixture.sessionToken}` } }
}
