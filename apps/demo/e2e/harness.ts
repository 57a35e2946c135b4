import {
  type ApprovalMode,
  type BitcoinTestWallet,
  installBitcoinTestWallet,
  type CosmosTestWallet,
  installCosmosTestWallet,
  installMultichainTestWallet,
  installPolkadotTestWallet,
  installSolanaTestWallet,
  installTestWallet,
  type MultichainTestWallet,
  type PolkadotTestWallet,
  type SolanaTestWallet,
  type TestWallet,
  type WalletInfo,
} from '@portico/test-wallet'
import type { Browser, Page } from 'playwright-core'
import { sharedBrowser } from './browser'
import { createPublicClient, http } from 'viem'
import { afterEach, beforeEach, expect, inject } from 'vitest'

export type Demo = {
  browser: Browser
  page: Page
  wallet: TestWallet
  /** The other wallets installed beside it (`moreWallets`), in the same order. */
  moreWallets: TestWallet[]
  /** The Solana (Wallet Standard) test wallet, when `solanaWallet` asked for one. */
  solanaWallet: SolanaTestWallet | undefined
  /** The Bitcoin (Wallet Standard) test wallet, when `bitcoinWallet` asked for one. */
  bitcoinWallet: BitcoinTestWallet | undefined
  /** The one Wallet Standard wallet for Solana and Bitcoin, when `multichainWallet` asked for one. */
  multichainWallet: MultichainTestWallet | undefined
  /** The injectedWeb3 (Polkadot) test extension, when `polkadotWallet` asked for one. */
  polkadotWallet: PolkadotTestWallet | undefined
  /** The Keplr-style (Cosmos) test wallet, when `cosmosWallet` asked for one. */
  cosmosWallet: CosmosTestWallet | undefined
  /** Every URL the page requested. */
  requests: string[]
  /** URLs that left 127.0.0.1 / localhost (must stay empty). */
  outsideRequests(): string[]
  close(): Promise<void>
}

export const chainIds = { devnet: 31337, devnet2: 31338, stray: 1337, ethereum: 1 } as const

/** A viem client on one of the test devnet chains (index into the globalSetup's chains). */
export function devnetClient(index = 0) {
  return createPublicClient({ transport: http(inject('rpcUrls')[index]) })
}

/**
 * Opens the demo in a fresh browser context (its own storage, cookies and cache, like a new
 * profile) of the worker's Chromium (sharedBrowser), with the test wallet installed. Each test file
 * uses its own accounts (accounts.ts) so tests never share balances or nonces.
 */
export async function openDemo(options: {
  accountIndex: number
  mode?: ApprovalMode
  query?: string
  /** Chains the wallet knows, by index into the devnet chains (default: only the first). */
  walletChains?: number[]
  /** The test wallet as a smart-account wallet (a Safe; EIP-5792 through the second chain's bundler). */
  smartAccount?: boolean
  /** EIP-6963 info of the wallet (default: the test wallet's own). */
  info?: { name: string; rdns: string; icon: string }
  /** The browser's language (default en-US, so the kit, which follows it, speaks English). */
  locale?: string
  /** More wallets in the same browser, each announced with its own EIP-6963 info (a different rdns). */
  moreWallets?: { accountIndex: number; info: WalletInfo }[]
  /** A Solana Wallet Standard test wallet too, on the Solana test chain (named `name`, default 'Portico Test Wallet'). */
  solanaWallet?: { accountIndex: number; name?: string }
  /** A Bitcoin Wallet Standard test wallet too (testnet addresses, for the demo's Bitcoin Signet), named `name`. */
  bitcoinWallet?: { accountIndex: number; name?: string }
  /** ONE Wallet Standard wallet speaking Solana (the Solana test chain) and Bitcoin (testnet addresses), named `name`, like Phantom or Xverse. */
  multichainWallet?: { name: string; solanaAccountIndex: number; bitcoinAccountIndex: number }
  /** An injectedWeb3 Polkadot extension too (sr25519 keys unless `keyType` says ed25519). */
  polkadotWallet?: { accountIndex: number; keyType?: 'sr25519' | 'ed25519' }
  /** A Keplr-style wallet too (`window.keplr`), knowing the demo's Cosmos Hub. */
  cosmosWallet?: { accountIndex: number }
  /** The window's size (default Playwright's 1280×720). */
  viewport?: { width: number; height: number }
  /** The browser's IANA time zone (default the machine's). */
  timeZone?: string
}): Promise<Demo> {
  const rpcUrls = inject('rpcUrls')
  const ids = [chainIds.devnet, chainIds.devnet2, chainIds.stray, chainIds.ethereum]
  const browser = await sharedBrowser()
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.timeZone ? { timezoneId: options.timeZone } : {}),
  })
  const page = await context.newPage()
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  // A smart-account wallet sends through the bundler of the second chain (the only one with one).
  const chains = (options.walletChains ?? [0]).map((i) => ({ id: ids[i]!, rpcUrl: rpcUrls[i]!, ...(options.smartAccount && i === 1 ? { bundlerUrl: inject('bundlerUrl') } : {}) }))
  const wallet = await installTestWallet(page, {
    chains,
    smartAccount: options.smartAccount,
    accountIndex: options.accountIndex,
    mode: options.mode ?? 'approve',
    info: options.info,
  })
  const moreWallets = await Promise.all(
    (options.moreWallets ?? []).map((more) => installTestWallet(page, { chains, accountIndex: more.accountIndex, mode: options.mode ?? 'approve', info: more.info })),
  )
  const solanaWallet = options.solanaWallet
    ? await installSolanaTestWallet(page, {
        chains: [{ chain: 'solana:localnet', rpcUrl: inject('solanaRpcUrl') }],
        accountIndex: options.solanaWallet.accountIndex,
        mode: options.mode ?? 'approve',
        ...(options.solanaWallet.name ? { name: options.solanaWallet.name } : {}),
      })
    : undefined
  const bitcoinWallet = options.bitcoinWallet
    ? await installBitcoinTestWallet(page, {
        accountIndex: options.bitcoinWallet.accountIndex,
        mode: options.mode ?? 'approve',
        ...(options.bitcoinWallet.name ? { name: options.bitcoinWallet.name } : {}),
      })
    : undefined
  const multichainWallet = options.multichainWallet
    ? await installMultichainTestWallet(page, {
        name: options.multichainWallet.name,
        solana: { chains: [{ chain: 'solana:localnet', rpcUrl: inject('solanaRpcUrl') }], accountIndex: options.multichainWallet.solanaAccountIndex, mode: options.mode ?? 'approve' },
        bitcoin: { accountIndex: options.multichainWallet.bitcoinAccountIndex, mode: options.mode ?? 'approve' },
      })
    : undefined
  const polkadotWallet = options.polkadotWallet
    ? await installPolkadotTestWallet(page, { accountIndex: options.polkadotWallet.accountIndex, keyType: options.polkadotWallet.keyType, mode: options.mode ?? 'approve' })
    : undefined
  const cosmosWallet = options.cosmosWallet
    ? await installCosmosTestWallet(page, {
        chains: [{ chainId: 'cosmoshub-4', bech32Prefix: 'cosmos' }],
        accountIndex: options.cosmosWallet.accountIndex,
        mode: options.mode ?? 'approve',
      })
    : undefined
  // Sign-in (SIWX) is on in the demo; tests that are not about it turn it off.
  const query = options.query ?? ''
  await page.goto(inject('demoUrl') + (query.includes('siwx=') ? query : `${query}${query.includes('?') ? '&' : '?'}siwx=off`))
  return {
    browser,
    page,
    wallet,
    moreWallets,
    solanaWallet,
    bitcoinWallet,
    multichainWallet,
    polkadotWallet,
    cosmosWallet,
    requests,
    outsideRequests: () =>
      requests.filter((url) => {
        const { protocol, hostname } = new URL(url)
        if (protocol === 'data:' || protocol === 'blob:') return false
        return !['127.0.0.1', 'localhost', '[::1]'].includes(hostname)
      }),
    close: () => context.close(),
  }
}

/**
 * Gives a test file one demo at a time: `open` starts it; after each test the page must not have
 * requested anything outside 127.0.0.1, and its context closes (the Chromium stays for the next file).
 */
export function useDemo() {
  let current: Demo | undefined
  // A failure in CI leaves no browser to look at: print what the page showed and said instead.
  const seen: string[] = []
  beforeEach(() => {
    seen.length = 0
  })
  const watch = (demo: Demo) => {
    demo.page.on('console', (message) => message.type() === 'error' && seen.push(`console: ${message.text()}`))
    demo.page.on('pageerror', (error) => seen.push(`page error: ${error.message}`))
    demo.page.on('response', (response) => response.status() >= 400 && seen.push(`${response.status()} ${response.request().method()} ${response.url()}`))
    return demo
  }
  afterEach(async ({ task }) => {
    const page = current?.page
    if (task.result?.state === 'fail' && page && !page.isClosed()) {
      const snapshot = await page.locator('body').ariaSnapshot({ timeout: 5_000 }).catch((error: Error) => `(no snapshot: ${error.message})`)
      console.log(`[e2e] "${task.name}" failed; the page then (${page.url()}):\n${snapshot.slice(0, 8_000)}\n[e2e] its console errors and failed requests:\n${seen.join('\n') || '(none)'}`)
    }
    if (current) expect(current.outsideRequests()).toEqual([])
    await current?.close()
    current = undefined
  })
  return async (options: Parameters<typeof openDemo>[0]) => (current = watch(await openDemo(options)))
}

/** Connects the test wallet through the modal and waits for the Account view. */
export async function connectTestWallet(demo: Demo) {
  await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await demo.page.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
  await demo.page.getByRole('dialog', { name: 'Account' }).waitFor()
}

/**
 * No Polkadot or Cosmos node runs for the e2e demo, so a connected account of those namespaces
 * gets the 'Token Balance Unavailable' toast once: wait for it and dismiss it, so it covers nothing after.
 */
export async function dismissBalanceToast(page: Page) {
  const toast = page.locator('[data-portico-layer="toast"]')
  await toast.getByText('Token Balance Unavailable').waitFor()
  await toast.getByRole('button', { name: 'Dismiss' }).click()
  await toast.getByText('Token Balance Unavailable').waitFor({ state: 'detached' })
}
