import type { ChainRules } from '@portico/core'
import { eip155SignInFormat } from './formatEip155Message'

/** 40 hex digits, with or without `0x` (what a receiver field accepts). */
const evmAddress = /^(?:0x)?[0-9a-fA-F]{40}$/

/**
 * What eip155 accounts can do through the kit: every account feature (send, swaps, on-ramp, names,
 * activity), token balances, wallets and simulations from the Portico server; smart accounts by default (spec
 * §3); addresses of 40 hex digits, sent with `0x`; EIP-4361 sign-in.
 */
export const evmChainRules: ChainRules = {
  capabilities: ['send', 'swaps', 'onramp', 'names', 'activity', 'serverBalances', 'walletRegistry', 'simulation'],
  defaultAccountType: 'smartAccount',
  isAddress: (text) => evmAddress.test(text),
  normalizeAddress: (address) => (address.startsWith('0x') ? address : `0x${address}`),
  signIn: eip155SignInFormat,
}
