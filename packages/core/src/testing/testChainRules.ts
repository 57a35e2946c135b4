import type { ChainRules } from '../adapter/chainRules'

/**
 * For the kit's own tests: the rules the real adapters declare (`@portico/evm`, `@portico/solana`;
 * core cannot import them), so core's tests run against the same capabilities, address checks and
 * sign-in format.
 */
export const testEvmRules: ChainRules = {
  capabilities: ['send', 'swaps', 'onramp', 'names', 'activity', 'serverBalances', 'walletRegistry', 'simulation'],
  defaultAccountType: 'smartAccount',
  isAddress: (text) => /^(?:0x)?[0-9a-fA-F]{40}$/.test(text),
  normalizeAddress: (address) => (address.startsWith('0x') ? address : `0x${address}`),
  signIn: {
    namespace: 'eip155',
    blockchain: 'Ethereum',
    reference: { test: /^[1-9]\d*$/, expected: 'decimal' },
    address: { test: /^0x[0-9a-fA-F]{40}$/, expected: '0x and 40 hex characters' },
  },
}

export const testSolanaRules: ChainRules = {
  capabilities: ['send'],
  defaultAccountType: 'eoa',
  isAddress: (text) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text),
  signIn: {
    namespace: 'solana',
    blockchain: 'Solana',
    reference: { test: /^[1-9A-HJ-NP-Za-km-z]{32}$/, expected: '32 base58 characters' },
    address: { test: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/, expected: 'a base58 address of 32 to 44 characters' },
  },
}
