import type { RateLimitBucket } from '../rateLimit/policies.ts'

/** A request to one route, as the fuzz suite and the rate-limit test send it. */
export type RouteRequest = { path: string; init: RequestInit }

/** One route of the HTTP API: how to call it well-formed, and the rate-limit bucket it charges. */
export type RouteSpec = {
  method: 'GET' | 'POST'
  /** Hono's route path, as `app.routes` lists it. */
  route: string
  /** `none`: a route that does constant work without the database (`/healthz`), never rate-limited. */
  bucket: RateLimitBucket | 'none'
  /** A well-formed call for project `projectId` from `origin`. */
  sample(parameters: { projectId: string; origin: string }): RouteRequest
  /**
   * Well-formed calls of another shape the route also takes (`/v1/simulate`'s typed data beside its
   * calls): the fuzz suite mutates these too, its generated requests drawn from all the samples (the
   * same count per route), and puts each nasty value in each of their fields.
   */
  moreSamples?(parameters: { projectId: string; origin: string }): RouteRequest[]
}

export const json = (body: unknown, origin: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify(body),
})
export const get = (origin: string): RequestInit => ({ method: 'GET', headers: { origin } })
