import fc from 'fast-check'
import type { RouteRequest, RouteSpec } from './routeTable.ts'

/** How many generated requests each route gets on SQLite: `PORTICO_FUZZ_RUNS` (`npm test`: 10000), default 200. */
export function fuzzRuns(env: Record<string, string | undefined> = process.env): number {
  return positiveInteger(env.PORTICO_FUZZ_RUNS, 200)
}

/**
 * How many generated requests each route gets on Postgres: `PORTICO_FUZZ_RUNS_POSTGRES`, default
 * `fuzzRuns` up to 500. The routes, their validation and their refusals are the same code on both
 * databases, and SQLite takes the full count; what only Postgres can fail on (a NUL byte, a number
 * past its column type, text that is not UTF-8) comes from the fixed list of nasty values, and on
 * both databases every route also gets each of them in each of its fields (`nastyFieldRequests`),
 * not only where the generator happens to put them.
 */
export function postgresFuzzRuns(env: Record<string, string | undefined> = process.env): number {
  return positiveInteger(env.PORTICO_FUZZ_RUNS_POSTGRES, Math.min(fuzzRuns(env), 500))
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value ?? fallback)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

/** Strings an attacker likes: encodings, injections, traversal, huge numbers, control-free but odd. */
export const nastyValues: readonly string[] = [
  '',
  ' ',
  '%',
  '%25',
  '%E0%A4%A',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; drop table projects; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '0x',
  '0xzz',
  `0x${'f'.repeat(64)}`,
  'eip155:',
  'eip155:1:2',
  'eip155:999999999999999999',
  '\u202e\u0000',
  'é',
  '🦊',
  'a'.repeat(5000),
]
const nasty = fc.constantFrom(...nastyValues)

/** Header values must be bytes a real client can send: printable ASCII (no CR, LF, NUL). */
const headerValue = fc.oneof(
  fc.string({ unit: fc.constantFrom(...' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~'.split('')), maxLength: 300 }),
  nasty.filter((value) => /^[\x20-\x7e]*$/.test(value)),
)

const text = fc.oneof(nasty, fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 50 }))

/** A JSON-ish value, sometimes of an unexpected shape. */
const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 4 }),
  text,
  fc.constantFrom(null, true, 0, -1, 1e308, [], {}, [[[]]], JSON.parse('{"__proto__":{"polluted":true}}') as unknown),
)

/** Replaces, drops or adds fields of an object, at any depth it reaches. */
function mutateObject(value: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(value)) {
    return fc.oneof(
      fc.constant(value),
      fc.array(fc.constant(value[0]), { maxLength: 120 }),
      fc.tuple(fc.nat({ max: Math.max(0, value.length - 1) }), jsonish).map(([index, replacement]) => value.map((item, i) => (i === index ? replacement : item))),
    )
  }
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value)
    if (keys.length === 0) return fc.oneof(fc.constant(value), fc.tuple(text, jsonish).map(([key, extra]) => ({ [key]: extra })))
    return fc.oneof(
      fc.constant(value),
      fc.tuple(fc.constantFrom(...keys), jsonish).map(([key, replacement]) => ({ ...value, [key]: replacement })),
      fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key))),
      fc.tuple(text, jsonish).map(([key, extra]) => ({ ...value, [key]: extra })),
      fc.constantFrom(...keys).chain((key) => mutateObject((value as Record<string, unknown>)[key]).map((inner) => ({ ...value, [key]: inner }))),
    )
  }
  return fc.oneof(fc.constant(value), jsonish)
}

/** A request body: the sample mutated, any JSON, not JSON at all, or nested very deep. A form sample (`a=b&c=d`) is mutated as a form. */
function hostileBody(sample: string | undefined): fc.Arbitrary<string | ArrayBuffer | undefined> {
  // A form-encoded sample (the sandbox checkout's form) is mutated as its fields and sent as a form again.
  const form = sample !== undefined && !/^\s*[[{"]/.test(sample)
  const parsed = !sample ? {} : form ? Object.fromEntries(new URLSearchParams(sample)) : (JSON.parse(sample) as unknown)
  // A field that is not a string goes as its JSON (`String()` throws on objects like `{ toString: 1 }`).
  const field = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))
  const encode = (value: unknown) =>
    form && value !== null && typeof value === 'object' ? new URLSearchParams(Object.entries(value).map(([key, inner]) => [key, field(inner)])).toString() : (JSON.stringify(value) ?? 'null')
  return fc.oneof(
    { weight: 6, arbitrary: mutateObject(parsed).map(encode) },
    { weight: 2, arbitrary: jsonish.map((value) => JSON.stringify(value) ?? '') },
    { weight: 1, arbitrary: text },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => new Uint8Array(bytes).buffer as ArrayBuffer) },
    { weight: 1, arbitrary: fc.nat({ max: 20_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
}

/** The sample's query with values replaced, dropped, duplicated or added. */
function hostileQuery(search: URLSearchParams): fc.Arbitrary<string> {
  const entries = [...search.entries()]
  const entry = ([key, value]: [string, string]) =>
    fc.oneof(
      { weight: 5, arbitrary: fc.constant([[key, value]]) },
      { weight: 2, arbitrary: text.map((replacement) => [[key, replacement]]) },
      { weight: 1, arbitrary: fc.constant([]) },
      { weight: 1, arbitrary: text.map((replacement) => [[key, value], [key, replacement]]) },
    )
  return fc
    .tuple(fc.tuple(...entries.map(entry)), fc.array(fc.tuple(text, text), { maxLength: 3 }))
    .map(([kept, extra]) => {
      const query = new URLSearchParams()
      for (const [key, value] of [...kept.flat(), ...extra] as [string, string][]) query.append(key, value)
      return query.toString()
    })
}

/** The sample's path with each `:param` segment possibly replaced (percent-encoded or raw). */
function hostilePath(route: RouteSpec, pathname: string): fc.Arbitrary<string> {
  const parts = pathname.split('/')
  const params = route.route.split('/').map((segment) => segment.startsWith(':'))
  return fc
    .tuple(
      ...parts.map((part, index) =>
        params[index]
          ? fc.oneof(
              { weight: 3, arbitrary: fc.constant(part) },
              { weight: 2, arbitrary: text.map((value) => encodeURIComponent(value)) },
              { weight: 1, arbitrary: nasty.map((value) => `${value}.svg`) },
              { weight: 1, arbitrary: fc.constantFrom('%25.svg', '%E0%A4%A.svg', '%2e%2e%2f.svg', '%.svg', '%zz') },
            )
          : fc.constant(part),
      ),
    )
    .map((segments) => segments.join('/'))
}

const origins = ['https://app.example.com', 'https://evil.example', 'null', 'file://', 'https://app.example.com.evil.example', 'chrome-extension://x']

/** A mutated request for `route` (method, path, query, headers, body), from its well-formed sample. */
export function hostileRequest(route: RouteSpec, sample: RouteRequest): fc.Arbitrary<RouteRequest & { method: string }> {
  const url = new URL(sample.path, 'http://portico.test')
  const sampleHeaders = new Headers(sample.init.headers)
  return fc
    .record({
      method: fc.oneof({ weight: 8, arbitrary: fc.constant(route.method) }, { weight: 2, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') }),
      path: hostilePath(route, url.pathname),
      query: hostileQuery(url.searchParams),
      origin: fc.option(fc.oneof(fc.constantFrom(...origins), headerValue), { nil: undefined }),
      contentType: fc.option(fc.oneof(fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-16', 'multipart/form-data; boundary=x'), headerValue), { nil: undefined }),
      extra: fc.dictionary(fc.constantFrom('authorization', 'cookie', 'x-forwarded-for', 'x-forwarded-proto', 'accept', 'range'), headerValue, { maxKeys: 3 }),
      body: hostileBody(typeof sample.init.body === 'string' ? sample.init.body : undefined),
    })
    .map(({ method, path, query, origin, contentType, extra, body }) => {
      const headers = new Headers(extra)
      // The sample's credentials stay unless replaced, so routes behind a session are reached too.
      const authorization = sampleHeaders.get('authorization')
      if (authorization && !headers.has('authorization')) headers.set('authorization', authorization)
      const sentOrigin = origin ?? sampleHeaders.get('origin') ?? undefined
      if (sentOrigin !== undefined) headers.set('origin', sentOrigin)
      if (contentType !== undefined) headers.set('content-type', contentType)
      const withBody = method !== 'GET' && method !== 'HEAD' && body !== undefined
      return {
        method,
        path: `${path}${query ? `?${query}` : ''}`,
        init: { method, headers, ...(withBody ? { body } : {}) },
      }
    })
}
