import { errorAnswer, type JsonRoute, type PageRoute, type RouteKey, routes } from '@portico/core/contract'
import type { Hono } from 'hono'
import * as z from 'zod/mini'

const table = Object.entries(routes).map(([key, route]) => {
  const [method, path] = key.split(' ') as [string, string]
  // Hono's `:name` matches one path segment; `/v1/` is also served as `/v1`.
  const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\/$/, '/?')}$`)
  return { key: key as RouteKey, method, pattern, route: route as JsonRoute | PageRoute }
})

/** The contract's route for a request, by method and path; undefined when the contract has none. */
export function contractRouteOf(method: string, pathname: string) {
  return table.find((entry) => entry.method === method && entry.pattern.test(pathname))
}

const issuesOf = (error: z.core.$ZodError) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ')

/**
 * Checks an answer against the contract (`@portico/core/contract`): a success of a JSON route
 * parses with the route's `answer` schema and has its status; a page's success is HTML or SVG;
 * a page may also answer a bodiless 303; every failure, and any answer to a path the contract does
 * not list, is `errorAnswer`. Throws
 * naming the route and the first issues, so a route that drifts from the contract fails its test.
 */
export async function checkAnswer(method: string, url: string, response: Response): Promise<void> {
  if (method === 'OPTIONS' || method === 'HEAD') return
  checkAnswerText(method, url, response.status, response.headers.get('content-type') ?? '', await response.clone().text())
}

/**
 * `checkAnswer` for a body already read as text (the hostile-input loop reads each body once);
 * returns the parsed JSON body, or undefined for a page.
 */
export function checkAnswerText(method: string, url: string, status: number, type: string, text: string): unknown {
  const { pathname } = new URL(url, 'http://localhost')
  const found = contractRouteOf(method, pathname)
  const where = () => `${method} ${pathname}${found ? ` (contract: ${found.key})` : ' (not in the contract)'}`
  const ok = status >= 200 && status < 300
  // A page may send the browser on (the same-tab social login's callback): a 303 with no body.
  if (found && 'page' in found.route && status === 303 && text === '') return undefined
  if (found && 'page' in found.route && (ok || !type.includes('application/json'))) {
    const expected = found.route.page === 'svg' ? 'image/svg+xml' : found.route.page === 'prometheus' ? 'text/plain; version=0.0.4' : 'text/html'
    if (!type.includes(expected)) throw new Error(`${where()}: answered ${status} ${type}, the contract says ${expected}`)
    return undefined
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new Error(`${where()}: answered ${status} with a body that is not JSON: ${text.slice(0, 120)}`)
  }
  if (!ok || !found || 'page' in found.route) {
    const parsed = z.safeParse(errorAnswer, body)
    if (!parsed.success) throw new Error(`${where()}: answered ${status}, not the contract's error answer: ${issuesOf(parsed.error)}`)
    return body
  }
  const expectedStatus = found.route.status ?? 200
  if (status !== expectedStatus) throw new Error(`${where()}: answered ${status}, the contract says ${expectedStatus}`)
  const parsed = z.safeParse(found.route.answer, body)
  if (!parsed.success) throw new Error(`${where()}: the answer drifts from the contract: ${issuesOf(parsed.error)}`)
  return body
}

/** `app`, with each `app.request` answer checked against the contract (`checkAnswer`) before the test reads it. */
export function checkedAgainstContract<T extends Hono<any>>(app: T): T {
  const request = app.request.bind(app)
  app.request = (async (input: RequestInfo | URL, init?: RequestInit, ...rest: unknown[]) => {
    const response = await (request as (...args: unknown[]) => Promise<Response>)(input, init, ...rest)
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    const url = input instanceof Request ? input.url : String(input)
    await checkAnswer(method, url, response)
    return response
  }) as T['request']
  return app
}
