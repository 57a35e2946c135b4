// The wire types are the contract's (`@portico/core/contract`): what the server answers.
export type { NameRecord, NameSuggestions, RegisterNameRequest } from '../contract/types'
