import * as z from 'zod/mini'
import { apiErrorCodes } from './errorCodes'

export { type ApiErrorCode, apiErrorCodes, type KitErrorCode, kitErrorCodes } from './errorCodes'

/** Every refusal and failure of every JSON route: a stable code, a short message, sometimes details (never a stack). */
export const errorAnswer = z.object({
  error: z.object({
    code: z.enum(apiErrorCodes),
    message: z.string().check(z.minLength(1)),
    details: z.optional(z.unknown()),
  }),
})

export type ErrorAnswer = z.output<typeof errorAnswer>
