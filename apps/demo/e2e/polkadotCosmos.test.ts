import { truncateAddress } from '@portico/core'
import { verifyCosmosMessage } from '@portico/cosmos/verify'
import { verifyPolkadotMessage } from '@portico/polkadot/verify'
import { describe, expect, test } from 'vitest'
import { dismissBalanceToast, useDemo } from './harness'
import { e2eAccounts } from './accounts'

const accounts = e2eAccounts.polkadotCosmos

// Polkadot and Cosmos beside EVM and Solana: the demo's polkadot adapter with the injectedWeb3
// test extension, its cosmos adapter with the Keplr-style test wallet, driven through the modal;
// the signatures are checked in Node with @polkadot/util-crypto and CosmJS.

const open = useDemo()
const message = 'Hello from Portico'

describe('Polkadot and Cosmos', () => {
  test('connect a Polkadot extension from the Connect view, its account on Westend, sign the demo message (verified)', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet, polkadotWallet: { accountIndex: accounts.polkadot.sr25519 } })
    const { page } = demo
    const extension = demo.polkadotWallet!

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'portico-test-wallet', exact: true }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByText(truncateAddress(extension.address)).first().waitFor()
    await dismissBalanceToast(page)
    expect(extension.connected).toBe(true)
    expect(extension.requests[0]).toMatchObject({ method: 'enable', params: { originName: 'Portico demo' } })
    // The active namespace and its network.
    await account.getByText('Polkadot', { exact: true }).waitFor()
    await account.getByRole('button', { name: 'Network: Westend', exact: true }).waitFor()
    // Sending is EVM and Solana only (spec §9): no Send among the wallet features.
    await account.getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Receive' }).waitFor()
    expect(await account.getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Send' }).count()).toBe(0)

    // The network list groups the networks by namespace; an EVM network from here goes through SwitchActiveChain.
    await account.getByRole('button', { name: 'Network: Westend', exact: true }).click()
    const networks = page.getByRole('dialog', { name: 'Choose Network' })
    // The view comes with a chunk of its own: read its headings once it shows.
    await networks.getByRole('list', { name: 'Cosmos' }).waitFor()
    expect(await networks.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['EVM', 'Solana', 'Bitcoin', 'Polkadot', 'Cosmos'])
    const westendButton = networks.getByRole('list', { name: 'Polkadot' }).getByRole('button')
    expect(await westendButton.count()).toBe(1)
    expect(await westendButton.getAttribute('aria-current')).toBe('true')
    await westendButton.getByText('Westend', { exact: true }).waitFor()
    await networks.getByRole('list', { name: 'Cosmos' }).getByRole('button', { name: 'Cosmos Hub', exact: true }).waitFor()
    await networks.getByRole('list', { name: 'EVM' }).getByRole('button', { name: 'Portico Devnet', exact: true }).click()
    const toEvm = page.getByRole('dialog', { name: 'Switch to EVM' })
    await toEvm.getByText('Portico Devnet runs on EVM.', { exact: false }).waitFor()
    await page.getByRole('button', { name: 'Back' }).click()
    await networks.waitFor()
    await page.getByRole('button', { name: 'Back' }).click()
    await account.waitFor()

    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await page.getByTestId('signature').textContent())!
    expect(extension.requests.filter((request) => request.method === 'signRaw').map((request) => request.outcome)).toEqual(['success'])
    expect(await verifyPolkadotMessage({ address: extension.address, message, signature })).toBe(true)
    // Not for another account of the extension.
    expect(await verifyPolkadotMessage({ address: extension.accounts[accounts.polkadot.ed25519]!, message, signature })).toBe(false)
  })

  test('a rejected signature shows the error; the account the extension switches to signs next', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet, polkadotWallet: { accountIndex: accounts.polkadot.ed25519, keyType: 'ed25519' } })
    const { page } = demo
    const extension = demo.polkadotWallet!
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: 'portico-test-wallet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByText(truncateAddress(extension.address)).first().waitFor()
    await dismissBalanceToast(page)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    extension.setMode('reject')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await page.getByRole('alert').getByText('User rejected the request').waitFor()

    extension.setMode('approve')
    await extension.setAccount(accounts.polkadot.movedTo)
    await page.getByRole('button', { name: truncateAddress(extension.accounts[accounts.polkadot.movedTo]!), exact: false }).waitFor()
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await page.getByTestId('signature').textContent())!
    expect(await verifyPolkadotMessage({ address: extension.accounts[accounts.polkadot.movedTo]!, message, signature })).toBe(true)
  })

  test('connect a Keplr-style wallet, its account on the Cosmos Hub, sign the demo message as ADR-036 (verified)', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet, cosmosWallet: { accountIndex: accounts.cosmos.wallet } })
    const { page } = demo
    const keplr = demo.cosmosWallet!
    const address = keplr.addressOn('cosmoshub-4')

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Keplr', exact: true }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByText(truncateAddress(address)).first().waitFor()
    await dismissBalanceToast(page)
    expect(keplr.enabledChains).toEqual(['cosmoshub-4'])
    await account.getByText('Cosmos', { exact: true }).waitFor()
    await account.getByRole('button', { name: 'Network: Cosmos Hub', exact: true }).waitFor()

    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await page.getByTestId('signature').textContent())!
    expect(keplr.requests.filter((request) => request.method === 'signArbitrary').map((request) => request.outcome)).toEqual(['success'])
    expect(verifyCosmosMessage({ address, message, signature })).toBe(true)
    expect(verifyCosmosMessage({ address, message, signature, pubKey: keplr.publicKey })).toBe(true)
    expect(verifyCosmosMessage({ address: keplr.accountsOn('cosmoshub-4')[0]!, message, signature })).toBe(false)
  })
})
