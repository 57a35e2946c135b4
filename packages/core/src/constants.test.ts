import { expect, test } from 'vitest'
import * as constants from './constants'

test('spec §9 values', () => {
  expect(constants).toMatchObject({
    FRAME_LOAD_TIMEOUT_MS: 20_000,
    FRAME_CONNECT_REQUEST_TIMEOUT_MS: 120_000,
    FRAME_READY_DELAY_MS: 500,
    SIGN_OUT_TIMEOUT_MS: 3000,
    SHAKE_DURATION_MS: 500,
    ERROR_REPORTS_PER_WINDOW: 5,
    ERROR_REPORT_WINDOW_MS: 60_000,
    TOKEN_BALANCE_RETRY_MS: 30_000,
    PENDING_TRANSACTIONS_LIMIT: 99,
    RPC_FALLBACK_POLLING_MS: 4000,
    LOG_BUFFER_BYTES: 1_024_000,
    ONRAMP_CARD_MIN_USD: 10,
    ONRAMP_CARD_MAX_USD: 7500,
    ONRAMP_BANK_ACCOUNT_MIN_USD: 10,
    ONRAMP_BANK_ACCOUNT_MAX_USD: 25_000,
    ONRAMP_PROVIDER_FEE_MIN_PERCENT: 1,
    ONRAMP_PROVIDER_FEE_MAX_PERCENT: 2,
    TOKEN_QUANTITY_DECIMALS: 3,
    BALANCE_DECIMALS: 3,
    DEFAULT_FORMAT_DECIMALS: 2,
    ADDRESS_TRUNCATE_START: 4,
    ADDRESS_TRUNCATE_END: 6,
    TESTNET_PORTFOLIO_VALUE: '0.00',
    PORTFOLIO_CACHE_MS: 30_000,
    NATIVE_BALANCE_CACHE_MS: 30_000,
    NAME_CACHE_MS: 300_000,
    IDENTITY_CACHE_MS: 300_000,
    EMAIL_LOGIN_COOLDOWN_MS: 30_000,
    EMAIL_TRUNCATE_LENGTH: 30,
    PAIRING_EXPIRY_MS: 240_000,
    PAIRING_EXPIRY_MARGIN_MS: 10_000,
    RECENT_WALLETS_MAX: 2,
    TOAST_SWAP_DELAY_MS: 150,
    IMAGE_PRELOAD_TIMEOUT_MS: 2000,
    SWAP_SLIPPAGE_TOLERANCE_PERCENT: 1,
    WALLETS_PAGE_SIZE: 40,
    RECOMMENDED_WALLETS_COUNT: 4,
    SEARCH_RESULTS_MAX: 100,
    DEFAULT_SDK_VERSION: 'html-wagmi-4.2.2',
    DEFAULT_CHAIN_ID: 'eip155:1',
  })
})

test('lists', () => {
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
  expect(constants.DEFAULT_ACCOUNT_TYPES).toEqual({
    eip155: 'smartAccount',
    bip122: 'payment',
    solana: 'eoa',
    polkadot: 'eoa',
  })
  expect(constants.RESTRICTED_TIMEZONES).toEqual([
    'Asia/Shanghai',
    'Asia/Urumqi',
    'Asia/Chongqing',
    'Asia/Harbin',
    'Asia/Kashgar',
    'Asia/Macau',
    'Asia/Hong_Kong',
    'Asia/Macao',
    'Asia/Beijing',
  ])
})

test('on-ramp ranges are ordered', () => {
  expect(constants.ONRAMP_CARD_MIN_USD).toBeLessThan(constants.ONRAMP_CARD_MAX_USD)
  expect(constants.ONRAMP_BANK_ACCOUNT_MIN_USD).toBeLessThan(constants.ONRAMP_BANK_ACCOUNT_MAX_USD)
  expect(constants.ONRAMP_PROVIDER_FEE_MIN_PERCENT).toBeLessThan(constants.ONRAMP_PROVIDER_FEE_MAX_PERCENT)
  expect(constants.PAIRING_EXPIRY_MARGIN_MS).toBeLessThan(constants.PAIRING_EXPIRY_MS)
})

test('every export is a number, a string, a frozen-by-type list or record', () => {
  for (const [name, value] of Object.entries(constants)) {
    expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/)
    expect(['number', 'string', 'object']).toContain(typeof value)
  }
})
