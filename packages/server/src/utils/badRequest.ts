import { z } from 'zod'
import { BadRequestError } from '../errors.ts'

/** A `BadRequestError` whose details are zod's issues; the message names the first one. */
export function badRequestFromZod(error: z.core.$ZodError, what: string): BadRequestError {
  return new BadRequestError(`Invalid ${what}: ${summarizeIssues(error)}`, { details: error.issues })
}

/** `path: message; path: message` for humans (CLI output, error messages). */
export function summarizeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ')
}

/**
 * `schema`'s output for `value` (a zod or zod/mini schema: the contract's are zod/mini), or a `BadRequestError` naming the first issue (`what`: `query`, `body`).
 *
 * @throws {BadRequestError}
 */
export function parseRequest<T extends z.core.$ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const result = z.safeParse(schema, value)
  if (!result.success) throw badRequestFromZod(result.error, what)
  return result.data
}
