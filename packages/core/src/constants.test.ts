import { expect, test } from 'vitest'
import * as constants from './constants'

test('spec §9 values', () => {
  expect(constants).toMatchObject({
    SHAKE_DURATION_MS: 500,
    ERROR_REPORTS_PER_WINDOW: 5,
    ERROR_REPORT_WINDOW_MS: 60_000,
    TOKEN_BALANCE_RETRY_MS: 30_000,
    PENDING_TRANSACTIONS_LIMIT: 99,
    TOKEN_QUANTITY_DECIMALS: 3,
    BALANCE_DECIMALS: 3,
    DEFAULT_FORMAT_DECIMALS: 2,
    ADDRESS_TRUNCATE_START: 4,
    ADDRESS_TRUNCATE_END: 6,
    PORTFOLIO_CACHE_MS: 30_000,
    NATIVE_BALANCE_CACHE_MS: 30_000,
    PAIRING_EXPIRY_MS: 240_000,
    PAIRING_EXPIRY_MARGIN_MS: 10_000,
    RECENT_WALLETS_MAX: 2,
    WALLETS_PAGE_SIZE: 40,
    RECOMMENDED_WALLETS_COUNT: 4,
    SEARCH_RESULTS_MAX: 100,
    DEFAULT_SDK_VERSION: 'portico-0.1.0',
    DEFAULT_CHAIN_ID: 'eip155:1',
    NAME_CACHE_MS: 300_000,
    IDENTITY_CACHE_MS: 300_000,
    SWAP_SLIPPAGE_TOLERANCE: 1,
    TOAST_SWAP_DELAY_MS: 150,
    NAME_MIN_LENGTH: 4,
  })
})

test('lists', () => {
  expect(constants.DEFAULT_ACCOUNT_TYPES).toEqual({ eip155: 'smartAccount', bip122: 'payment', solana: 'eoa', polkadot: 'eoa' })
  expect(constants.DEFAULT_SOCIALS).toEqual(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
  expect(constants.DEFAULT_WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
  expect(constants.CONNECTOR_TYPE_ORDER).toEqual([
    'walletConnect',
    'recent',
    'injected',
    'featured',
    'custom',
    'external',
    'recommended',
  ])
})

test('swaps work on the 12 networks of spec §1', () => {
  // Ethereum, Optimism, Arbitrum, Polygon, Celo, Aurora, BNB, Avalanche, zkSync, Gnosis, Base, Zora.
  expect(constants.SWAP_NETWORKS).toEqual([
    'eip155:1',
    'eip155:10',
    'eip155:42161',
    'eip155:137',
    'eip155:42220',
    'eip155:1313161554',
    'eip155:56',
    'eip155:43114',
    'eip155:324',
    'eip155:100',
    'eip155:8453',
    'eip155:7777777',
  ])
})

test('on-ramp limits, fee range and restricted time zones (spec §9)', () => {
  expect(constants.ONRAMP_LIMITS_USD).toEqual({ card: { min: 10, max: 7_500 }, bank: { min: 10, max: 25_000 } })
  expect(constants.ONRAMP_PROVIDER_FEE_PERCENT).toEqual({ min: 1, max: 2 })
  // Mainland China and Hong Kong, under every IANA name a browser may report.
  expect(constants.ONRAMP_RESTRICTED_TIME_ZONES).toEqual(expect.arrayContaining(['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Hong_Kong', 'PRC', 'Hongkong']))
  expect(constants.ONRAMP_RESTRICTED_TIME_ZONES).not.toContain('Asia/Taipei')
  expect(constants.ONRAMP_RESTRICTED_TIME_ZONES).not.toContain('Asia/Macau')
})

test('the pairing margin is shorter than the pairing', () => {
  expect(constants.PAIRING_EXPIRY_MARGIN_MS).toBeLessThan(constants.PAIRING_EXPIRY_MS)
})

test('every export is a number, a string or a list', () => {
  for (const [name, value] of Object.entries(constants)) {
    expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/)
    expect(['number', 'string', 'object']).toContain(typeof value)
  }
})
