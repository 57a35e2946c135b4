import type { ChainRules } from '@portico/core'
import { bip122SignInFormat } from './formatBip122Message'

/** What bip122 accounts can do through the kit: receive; payment addresses by default (spec §3); CAIP-122 sign-in (BIP-322). */
export const bitcoinChainRules: ChainRules = {
  capabilities: [],
  defaultAccountType: 'payment',
  signIn: bip122SignInFormat,
}
