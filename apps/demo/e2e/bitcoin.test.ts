import * as ecc from '@bitcoinerlab/secp256k1'
import { truncateAddress } from '@portico/core'
import { Verifier } from 'bip322-js'
import { address as btcAddress, initEccLib, networks, Psbt } from 'bitcoinjs-lib'
import { describe, expect, inject, test } from 'vitest'
import { useDemo } from './harness'
import { e2eAccounts } from './accounts'

const accounts = e2eAccounts.bitcoin

// Bitcoin beside EVM and Solana: the demo's bitcoin adapter (Bitcoin Signet) and the test wallet's
// Bitcoin Wallet Standard wallet, real keys, driven through the modal and the demo's Bitcoin card.

initEccLib(ecc)
const open = useDemo()
const SIGNET = 'bip122:00000008819873e925422c1ff0f99f7c'

describe('Bitcoin', () => {
  test('connect the Bitcoin wallet in the modal: the payment address is the account; sign a PSBT through the adapter (checked by bitcoinjs-lib)', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet, bitcoinWallet: { accountIndex: accounts.bitcoin.connect, name: 'Bitcoin Test Wallet' } })
    const { page } = demo
    const wallet = demo.bitcoinWallet!
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Bitcoin Test Wallet', exact: true }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.waitFor()
    expect(wallet.connected).toBe(true)
    expect((wallet.requests.find((request) => request.method === 'bitcoin:connect')!.params as { purposes: string[] }).purposes).toEqual(['payment', 'ordinals'])
    await account.getByText(truncateAddress(wallet.account.payment.address)).first().waitFor()
    await account.getByRole('button', { name: 'Network: Bitcoin Signet' }).waitFor()
    // Signet names no Esplora API in the demo: no balance, and no 'Token Balance Unavailable' toast for it.
    await account.getByText('Balance unavailable', { exact: true }).first().waitFor()
    await account.getByText('Portfolio value', { exact: false }).waitFor()
    expect(await page.getByText('Token Balance Unavailable').count()).toBe(0)
    // Send is EVM and Solana only (spec §4): the Bitcoin account has no Send.
    expect(await account.getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Send' }).count()).toBe(0)
    await page.keyboard.press('Escape')

    // The demo's Bitcoin card: both accounts, and a PSBT signed by the wallet through bitcoinAdapter().signPsbt.
    const card = page.getByRole('region', { name: 'Bitcoin PSBT' })
    expect(await card.getByTestId('bitcoin-payment').textContent()).toBe(wallet.account.payment.address)
    expect(await card.getByTestId('bitcoin-ordinal').textContent()).toBe(wallet.account.ordinal.address)
    const psbt = new Psbt({ network: networks.testnet })
    psbt.addInput({ hash: 'cd'.repeat(32), index: 0, witnessUtxo: { script: btcAddress.toOutputScript(wallet.account.payment.address, networks.testnet), value: 20_000 } })
    psbt.addInput({ hash: 'ef'.repeat(32), index: 3, witnessUtxo: { script: btcAddress.toOutputScript(wallet.account.payment.address, networks.testnet), value: 30_000 } })
    psbt.addOutput({ address: wallet.account.ordinal.address, value: 49_000 })
    await card.getByRole('textbox', { name: 'PSBT (base64)' }).fill(psbt.toBase64())
    await card.getByRole('button', { name: 'Sign PSBT' }).click()
    const signed = Psbt.fromBase64((await card.getByTestId('signed-psbt').textContent())!, { network: networks.testnet })
    const valid = (pubkey: Buffer, hash: Buffer, signature: Buffer) => ecc.verify(hash, pubkey, signature)
    expect([signed.validateSignaturesOfInput(0, valid), signed.validateSignaturesOfInput(1, valid)]).toEqual([true, true])
    signed.finalizeAllInputs()
    expect(signed.extractTransaction().outs[0]!.value).toBe(49_000)
    expect(wallet.requests.filter((request) => request.method === 'bitcoin:signTransaction').map((request) => request.outcome)).toEqual(['success'])

    // A refused PSBT shows the wallet's refusal.
    wallet.setMode('reject')
    await card.getByRole('button', { name: 'Sign PSBT' }).click()
    await card.getByRole('alert').waitFor()

    // The wallet moves to another account: the page follows (the account button, the card's addresses).
    await wallet.setAccount(accounts.bitcoin.movedTo)
    await page.getByRole('button', { name: new RegExp(truncateAddress(wallet.account.payment.address).replace(/\./g, '\\.')) }).first().waitFor()
    await expect.poll(() => card.getByTestId('bitcoin-payment').textContent()).toBe(wallet.account.payment.address)
    expect(await card.getByTestId('bitcoin-ordinal').textContent()).toBe(wallet.account.ordinal.address)
  })

  test('sign in with Bitcoin: a BIP-322 signature of the payment address, verified by the server, session shown', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet, query: '?siwx=optional', bitcoinWallet: { accountIndex: accounts.bitcoin.signIn, name: 'Bitcoin Test Wallet' } })
    const { page } = demo
    const wallet = demo.bitcoinWallet!
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Bitcoin Test Wallet', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    await dialog.getByText('Portico demo needs to connect to your wallet').waitFor()
    await dialog.getByRole('button', { name: 'Sign' }).click()
    await page.getByTestId('session-address').waitFor()
    expect(await page.getByTestId('session-address').textContent()).toBe(wallet.account.payment.address)
    expect(await page.getByTestId('session-chain').textContent()).toBe(SIGNET)

    const server = await page.evaluate(
      async ({ serverUrl, projectId }) => {
        const response = await fetch(`${serverUrl}/v1/siwx/me?projectId=${projectId}`, { credentials: 'include' })
        return { status: response.status, body: await response.json() }
      },
      { serverUrl: inject('serverUrl'), projectId: inject('projectId') },
    )
    expect(server.status).toBe(200)
    const { message, signature, address, chainId } = server.body.session
    expect([address, chainId]).toEqual([wallet.account.payment.address, SIGNET])
    const host = new URL(inject('demoUrl')).host
    expect(message.startsWith(`${host} wants you to sign in with your Bitcoin account:\n${wallet.account.payment.address}\n`)).toBe(true)
    expect(message).toContain('\nChain ID: 00000008819873e925422c1ff0f99f7c\n')
    expect(Verifier.verifySignature(address, message, signature, true)).toBe(true)
    expect(wallet.requests.filter((request) => request.method === 'bitcoin:signMessage').map((request) => request.outcome)).toEqual(['success'])
  })

  test('one Wallet Standard wallet for Bitcoin and Solana (like Xverse or Phantom): one Connect entry connects both, each keeps its own accounts; a reload reconnects both; disconnecting one namespace, or the wallet ending it, ends both', async () => {
    const NAME = 'Multichain Test Wallet'
    const demo = await open({ accountIndex: accounts.evm.wallet, multichainWallet: { name: NAME, solanaAccountIndex: accounts.solana.multichain, bitcoinAccountIndex: accounts.bitcoin.multichain } })
    const { page } = demo
    const wallet = demo.multichainWallet!
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const entry = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: NAME, exact: true })
    // The Solana and Bitcoin connectors of the one wallet object are one entry, described by both namespaces.
    await expect.poll(() => entry.count()).toBe(1)
    const described = (await entry.getAttribute('aria-describedby'))!.split(' ')
    const descriptions = await Promise.all(described.map((id) => page.locator(`[id="${id}"]`).textContent()))
    expect(descriptions).toContainEqual(expect.stringMatching(/^(Solana · Bitcoin|Bitcoin · Solana)$/))
    await entry.click()

    // Each namespace asked once (standard:connect shares both namespaces' accounts; bitcoin:connect asks for the purposes).
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.waitFor()
    await expect.poll(() => wallet.bitcoin.requests.filter((request) => request.method === 'bitcoin:connect').length).toBe(1)
    expect(wallet.solana.requests.filter((request) => request.method === 'standard:connect')).toHaveLength(1)
    expect(wallet.connected).toBe(true)

    // Each namespace shows its own account: Bitcoin the payment address, Solana the Solana one.
    const solanaAccount = () => account.getByText(truncateAddress(wallet.solana.address)).first().waitFor()
    const bitcoinAccount = () => account.getByText(truncateAddress(wallet.bitcoin.account.payment.address)).first().waitFor()
    const toNetwork = async (from: string, to: string, namespace: string) => {
      await account.getByRole('button', { name: `Network: ${from}`, exact: true }).click()
      await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: to, exact: true }).click()
      await page.getByRole('dialog', { name: `Switch to ${namespace}` }).getByRole('button', { name: 'Switch' }).click()
      await account.getByRole('button', { name: `Network: ${to}`, exact: true }).waitFor()
    }
    await account.getByRole('button', { name: 'Network: Portico Solana Test Chain', exact: true }).waitFor()
    await solanaAccount()
    await toNetwork('Portico Solana Test Chain', 'Bitcoin Signet', 'Bitcoin')
    await bitcoinAccount()
    await page.keyboard.press('Escape')
    const card = page.getByRole('region', { name: 'Bitcoin PSBT' })
    const cardShows = async () => {
      await expect.poll(() => card.getByTestId('bitcoin-payment').textContent()).toBe(wallet.bitcoin.account.payment.address)
      expect(await card.getByTestId('bitcoin-ordinal').textContent()).toBe(wallet.bitcoin.account.ordinal.address)
    }
    await cardShows()

    // The Bitcoin side moves to another account: the change event carries the Solana account too; Bitcoin follows.
    await wallet.bitcoin.setAccount(accounts.bitcoin.multichainMovedTo)
    await cardShows()

    // The next visit: both namespaces come back without a prompt (Solana's silent standard:connect, Bitcoin's shared accounts).
    await page.reload()
    await cardShows()
    // (Both adapters may ask silently: each reconnects on its own, and whichever comes first finds no account shared yet.)
    const [first, ...again] = wallet.solana.requests.filter((request) => request.method === 'standard:connect').map((request) => request.params)
    expect(first).toEqual({ silent: false })
    expect(again.length).toBeGreaterThan(0)
    expect(again).toEqual(again.map(() => ({ silent: true })))
    expect(wallet.bitcoin.requests.filter((request) => request.method === 'bitcoin:connect')).toHaveLength(1)
    // Solana kept its own account through the Bitcoin change and the reload.
    await page.getByRole('button', { name: new RegExp(truncateAddress(wallet.bitcoin.account.payment.address).replace(/\./g, '\\.')) }).first().click()
    await toNetwork('Bitcoin Signet', 'Portico Solana Test Chain', 'Solana')
    await solanaAccount()

    // Disconnecting the wallet on Solana only (Connected Wallets): the standard's disconnect is wallet-wide, so Bitcoin ends too.
    const disconnects = async () => (await page.getByRole('list', { name: 'Events' }).getByRole('listitem').allInnerTexts()).filter((event) => event.startsWith('disconnect')).sort()
    await account.getByRole('button', { name: /^Connected wallets/ }).click()
    await page.getByRole('dialog', { name: 'Connected Wallets' }).getByRole('button', { name: `Disconnect ${NAME}`, exact: true }).click()
    await expect.poll(disconnects).toEqual(['disconnect bip122', 'disconnect solana'])
    expect(wallet.connected).toBe(false)
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    // Connected again, then the wallet itself ends it (one permission for both): both namespaces are disconnected.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await entry.click()
    await account.waitFor()
    await expect.poll(() => wallet.bitcoin.requests.filter((request) => request.method === 'bitcoin:connect' && request.outcome === 'success').length).toBe(2)
    await wallet.disconnect()
    await expect.poll(disconnects).toEqual(['disconnect bip122', 'disconnect bip122', 'disconnect solana', 'disconnect solana'])
    await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
  })
})
