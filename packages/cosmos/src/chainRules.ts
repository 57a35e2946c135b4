import type { ChainRules } from '@portico/core'

/** What cosmos accounts can do through the kit: receive; no account type choice; no sign-in format yet. */
export const cosmosChainRules: ChainRules = { capabilities: [] }
