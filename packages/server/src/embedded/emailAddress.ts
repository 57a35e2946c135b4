import { z } from 'zod'

/** An e-mail address as the embedded wallet stores it: trimmed, lowercased, at most 254 characters, valid format (spec §5). */
export const emailAddressSchema = z
  .string()
  .trim()
  .max(254, 'An e-mail address has at most 254 characters')
  .toLowerCase()
  .pipe(z.email({ error: 'Not a valid e-mail address' }))

/** The identity key of an e-mail login (`embedded_devices.identity`). */
export const emailIdentity = (email: string) => `email:${email}`
