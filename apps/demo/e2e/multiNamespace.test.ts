import { truncateAddress } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { useDemo } from './harness'
import { e2eAccounts } from './accounts'

const accounts = e2eAccounts.multiNamespace

// One wallet that speaks two namespaces: the EVM test wallet (EIP-6963) and the Solana test wallet
// (Wallet Standard) under one name, like Phantom. The Connect view lists it once; choosing it
// connects each namespace in turn.

const open = useDemo()

describe('a wallet of several namespaces', () => {
  test('one Connect entry connects EVM and Solana; SwitchActiveChain moves between them, both stay connected', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet, solanaWallet: { accountIndex: accounts.solana.connect } })
    const { page, wallet } = demo
    const solanaWallet = demo.solanaWallet!
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    const entry = connect.getByRole('button', { name: 'Portico Test Wallet', exact: true })
    // One entry for both of the wallet's connectors, described by its namespaces.
    await expect.poll(() => entry.count()).toBe(1)
    const described = (await entry.getAttribute('aria-describedby'))!.split(' ')
    const descriptions = await Promise.all(described.map((id) => page.locator(`[id="${id}"]`).textContent()))
    expect(descriptions.sort()).toEqual(['EVM · Solana', 'Installed'])
    await entry.click()

    // The modal was on EVM: EVM is asked first, then Solana; the Account view shows EVM.
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByRole('button', { name: 'Network: Portico Devnet', exact: true }).waitFor()
    await account.getByText(truncateAddress(wallet.address)).first().waitFor()
    expect(wallet.connected).toBe(true)
    expect(solanaWallet.connected).toBe(true)
    expect(solanaWallet.requests.filter((request) => request.method === 'standard:connect')).toHaveLength(1)

    // To Solana: already connected, so SwitchActiveChain only switches.
    await account.getByRole('button', { name: 'Network: Portico Devnet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Portico Solana Test Chain', exact: true }).click()
    await page.getByRole('dialog', { name: 'Switch to Solana' }).getByRole('button', { name: 'Switch' }).click()
    await account.getByRole('button', { name: 'Network: Portico Solana Test Chain' }).waitFor()
    await account.getByText(truncateAddress(solanaWallet.address)).first().waitFor()

    // And back to EVM.
    await account.getByRole('button', { name: 'Network: Portico Solana Test Chain' }).click()
    await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Portico Devnet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Switch to EVM' }).getByRole('button', { name: 'Switch' }).click()
    await account.getByRole('button', { name: 'Network: Portico Devnet', exact: true }).waitFor()
    await account.getByText(truncateAddress(wallet.address)).first().waitFor()
    expect(wallet.connected).toBe(true)
    expect(solanaWallet.connected).toBe(true)

    // A reload restores both namespaces (Solana by a silent connect): Solana is one Switch away.
    await page.keyboard.press('Escape')
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    await page.getByRole('button', { name: new RegExp(truncateAddress(wallet.address).replace(/\./g, '\\.')) }).click()
    await account.getByRole('button', { name: 'Network: Portico Devnet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Portico Solana Test Chain', exact: true }).click()
    await page.getByRole('dialog', { name: 'Switch to Solana' }).getByRole('button', { name: 'Switch' }).click()
    await account.getByText(truncateAddress(solanaWallet.address)).first().waitFor()
    const connects = solanaWallet.requests.filter((request) => request.method === 'standard:connect')
    expect(connects.map((request) => (request.params as { silent: boolean }).silent)).toEqual([false, true])
  })

  test('a namespace declined: the steps say which, Try again asks only for it, Continue keeps what connected', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet, solanaWallet: { accountIndex: accounts.solana.declined } })
    const { page, wallet } = demo
    const solanaWallet = demo.solanaWallet!
    solanaWallet.setMode('reject')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()

    const connecting = page.getByRole('dialog', { name: 'Portico Test Wallet' })
    await connecting.getByRole('alert').filter({ hasText: 'Some networks did not connect' }).waitFor()
    const steps = connecting.getByRole('list', { name: 'Connection requests' }).getByRole('listitem')
    expect(await steps.allInnerTexts()).toEqual([expect.stringMatching(/EVM\s+Connected/), expect.stringMatching(/Solana\s+Declined/)])
    expect(wallet.connected).toBe(true)
    expect(solanaWallet.connected).toBe(false)

    // Try again: only Solana is asked (the EVM wallet gets no second request).
    const evmRequests = wallet.requests.filter((request) => request.method === 'eth_requestAccounts').length
    solanaWallet.setMode('approve')
    await connecting.getByRole('button', { name: 'Try again' }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByRole('button', { name: 'Network: Portico Devnet', exact: true }).waitFor()
    expect(solanaWallet.connected).toBe(true)
    expect(wallet.requests.filter((request) => request.method === 'eth_requestAccounts')).toHaveLength(evmRequests)
  })

  test('declined again, Continue goes on with the namespace that connected', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet, solanaWallet: { accountIndex: accounts.solana.signIn } })
    const { page, wallet } = demo
    demo.solanaWallet!.setMode('reject')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    const connecting = page.getByRole('dialog', { name: 'Portico Test Wallet' })
    await connecting.getByRole('button', { name: 'Continue' }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByText(truncateAddress(wallet.address)).first().waitFor()
    expect(demo.solanaWallet!.connected).toBe(false)
  })

  test('adding a wallet for Solana from SwitchActiveChain lists the wallets that speak Solana, and asks only for Solana', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet, solanaWallet: { accountIndex: accounts.solana.connect } })
    const { page, wallet } = demo
    // Only the EVM side connected first (the entry asks both: Solana declined, continue).
    demo.solanaWallet!.setMode('reject')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Portico Test Wallet' }).getByRole('button', { name: 'Continue' }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByText(truncateAddress(wallet.address)).first().waitFor()

    demo.solanaWallet!.setMode('approve')
    await account.getByRole('button', { name: 'Network: Portico Devnet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Portico Solana Test Chain', exact: true }).click()
    await page.getByRole('dialog', { name: 'Switch to Solana' }).getByRole('button', { name: 'Connect Wallet' }).click()
    const list = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('list', { name: 'Wallets' })
    await list.getByRole('button', { name: 'Portico Test Wallet', exact: true }).waitFor()
    // WalletConnect, the registry's wallets and All Wallets are EVM: not offered for Solana.
    expect(await list.getByRole('button').allInnerTexts()).toEqual([expect.stringMatching(/^Portico Test Wallet/)])
    const evmRequests = wallet.requests.filter((request) => request.method === 'eth_requestAccounts').length
    await list.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await account.getByRole('button', { name: 'Network: Portico Solana Test Chain' }).waitFor()
    await account.getByText(truncateAddress(demo.solanaWallet!.address)).first().waitFor()
    expect(wallet.requests.filter((request) => request.method === 'eth_requestAccounts')).toHaveLength(evmRequests)
    expect(wallet.connected).toBe(true)
  })

  test('with sign-in, the visitor signs in once, after both namespaces connected, with the one shown (EVM)', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet, query: '?siwx=optional', solanaWallet: { accountIndex: accounts.solana.signIn } })
    const { page, wallet } = demo
    const solanaWallet = demo.solanaWallet!
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    const signIn = page.getByRole('dialog', { name: 'Sign In' })
    await signIn.getByRole('button', { name: 'Sign' }).waitFor()
    // The Sign In view came once both namespaces had their turn.
    expect(wallet.connected).toBe(true)
    expect(solanaWallet.connected).toBe(true)
    await signIn.getByRole('button', { name: 'Sign' }).click()
    await page.getByTestId('session-address').waitFor()
    expect((await page.getByTestId('session-address').textContent())?.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(await page.getByTestId('session-chain').textContent()).toMatch(/^eip155:/)
    expect(wallet.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(1)
    expect(solanaWallet.requests.filter((request) => request.method === 'solana:signMessage')).toHaveLength(0)
    await expect.poll(() => page.getByRole('dialog', { name: 'Sign In' }).count()).toBe(0)
  })
})
