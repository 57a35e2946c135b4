import type { ChainRules } from '@portico/core'

/** What polkadot accounts can do through the kit: receive; EOAs (spec §3); no sign-in format yet. */
export const polkadotChainRules: ChainRules = { capabilities: [], defaultAccountType: 'eoa' }
