import { emailAddress } from '@portico/core/contract'

/** An e-mail address as the embedded wallet stores it: trimmed, lowercased, at most 254 characters, valid format (spec §5; the contract's). */
export const emailAddressSchema = emailAddress

/** The identity key of an e-mail login (`embedded_devices.identity`). */
export const emailIdentity = (email: string) => `email:${email}`
