import { nastyValues } from './hostileRequests.ts'
import type { RouteRequest, RouteSpec } from './routeTable.ts'

/** What a JSON field may get besides the nasty strings: numbers past every column type, other shapes. */
const nastyJson: readonly unknown[] = [-1, 0.5, 1e308, 2 ** 64, true, null, {}, []]

/**
 * Every nasty value (`nastyValues`) in every field of a route's well-formed sample, one field at a
 * time, the rest left well-formed: each path parameter, each query parameter, each leaf of a JSON
 * body (and each field of a form body). The generated requests put these values where chance
 * takes them; these put each one everywhere, so a field that reaches the database meets a NUL
 * byte, a number past its column and a 5,000-character string whatever the generator drew.
 */
export function nastyFieldRequests(route: RouteSpec, sample: RouteRequest): (RouteRequest & { method: string })[] {
  const url = new URL(sample.path, 'http://portico.test')
  const method = route.method
  const request = (path: string, body: RequestInit['body'] = sample.init.body) => ({ method, path, init: { ...sample.init, method, body } })
  const requests: (RouteRequest & { method: string })[] = []

  const segments = url.pathname.split('/')
  route.route.split('/').forEach((segment, index) => {
    if (!segment.startsWith(':')) return
    for (const value of nastyValues) {
      const path = segments.map((part, i) => (i === index ? encodeURIComponent(value) : part)).join('/')
      requests.push(request(`${path}${url.search}`))
    }
  })

  for (const key of new Set(url.searchParams.keys())) {
    for (const value of nastyValues) {
      const query = new URLSearchParams(url.search)
      query.set(key, value)
      requests.push(request(`${url.pathname}?${query}`))
    }
  }

  const body = sample.init.body
  if (typeof body === 'string' && /^\s*[[{]/.test(body)) {
    const parsed = JSON.parse(body) as unknown
    for (const path of leafPaths(parsed)) {
      for (const value of [...nastyValues, ...nastyJson]) requests.push(request(sample.path, JSON.stringify(replaceAt(parsed, path, value))))
    }
  } else if (typeof body === 'string' && body !== '') {
    const form = new URLSearchParams(body)
    for (const key of new Set(form.keys())) {
      for (const value of nastyValues) {
        const fields = new URLSearchParams(form)
        fields.set(key, value)
        requests.push(request(sample.path, fields.toString()))
      }
    }
  }
  return requests
}

type Path = (string | number)[]

/** The paths of a JSON value's leaves (an empty object or array counts as a leaf). */
function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value) && value.length > 0) return value.flatMap((item, index) => leafPaths(item, [...path, index]))
  if (typeof value === 'object' && value !== null && Object.keys(value).length > 0) {
    return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, [...path, key]))
  }
  return [path]
}

/** A copy of `value` with the leaf at `path` replaced. */
function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [head, ...rest] = path
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item))
  const object = value as Record<string, unknown>
  return { ...object, [head!]: replaceAt(object[head!], rest, replacement) }
}
