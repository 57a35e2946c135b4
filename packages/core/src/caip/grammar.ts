/**
 * CAIP-2 / CAIP-10 part grammars (internal). A reference is `[-_a-zA-Z0-9]{1,32}`, an account
 * address `[-.%a-zA-Z0-9]{1,128}`.
 */
export const caipReferenceRegex = /^[-_a-zA-Z0-9]{1,32}$/
export const caipAccountAddressRegex = /^[-.%a-zA-Z0-9]{1,128}$/
