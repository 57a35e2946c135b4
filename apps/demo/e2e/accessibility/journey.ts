import { expect } from 'vitest'
import type { Demo } from '../harness'

// One accessibility journey: the demo opened once, then steps that each bring the page to a view to audit (in both themes).
export type Step = { view: string; reach(demo: Demo): Promise<void> }
export type Journey = {
  account: number
  query: string
  walletChains?: number[]
  /** A Bitcoin Wallet Standard test wallet beside the EVM one. */
  bitcoinWallet?: boolean
  /** The Polkadot extension and the Keplr-style wallet beside the EVM one. */
  otherNamespaces?: boolean
  /** A Solana test wallet under the EVM one's name: one wallet of two namespaces. */
  solanaWallet?: boolean
  steps: Step[]
}

export const dialog = (demo: Demo, name: string) => demo.page.getByRole('dialog', { name, exact: true })
export const button = (demo: Demo, name: string | RegExp) => demo.page.getByRole('button', { name, exact: true })

export async function openConnect(demo: Demo) {
  await button(demo, 'Connect Wallet').click()
  // The registry's recommended wallets are in: the list is complete.
  await dialog(demo, 'Connect Wallet').getByRole('button', { name: 'Rainbow', exact: true }).waitFor()
}

export async function search(demo: Demo, query: string, expected: string) {
  const allWallets = dialog(demo, 'All Wallets')
  await allWallets.getByRole('searchbox', { name: 'Search wallet' }).fill(query)
  await expect.poll(() => allWallets.getByRole('list', { name: 'Wallets' }).getByRole('button').first().getAttribute('aria-label')).toBe(expected)
}
