import type { ChainRules } from '@portico/core'
import { solanaSignInFormat } from './formatSolanaMessage'

/** What solana accounts can do through the kit: send (spec §9); EOAs; base58 addresses; Sign In With Solana. */
export const solanaChainRules: ChainRules = {
  capabilities: ['send'],
  defaultAccountType: 'eoa',
  isAddress: (text) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text),
  signIn: solanaSignInFormat,
}
