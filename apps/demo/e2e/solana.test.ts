import { formatTokenQuantity, truncateAddress } from '@portico/core'
import { solanaTestAccounts } from '@portico/test-wallet'
import { address, createSolanaRpc } from '@solana/kit'
import { describe, expect, inject, test } from 'vitest'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { connectTestWallet, useDemo } from './harness'
import { e2eAccounts } from './accounts'

// Solana beside EVM: the demo's solana adapter, the Solana test chain (LiteSVM) and the test
// wallet's Wallet Standard wallet, driven through the modal.

const open = useDemo()
const accounts = e2eAccounts.solana
const { sender: SENDER, receiver: RECEIVER } = accounts.solana
const rpc = () => createSolanaRpc(inject('solanaRpcUrl'))
const sol = (lamports: bigint) => formatTokenQuantity((Number(lamports) / 1e9).toString(), 'en')

describe('Solana', () => {
  test('connect the Wallet Standard wallet, see SOL and PUSD, send SOL on the Solana test chain', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet, solanaWallet: { accountIndex: SENDER, name: 'Solana Test Wallet' } })
    const { page } = demo
    const wallet = demo.solanaWallet!
    const receiver = address((await solanaTestAccounts())[RECEIVER]!)

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: 'Solana Test Wallet', exact: true }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.waitFor()
    expect(wallet.connected).toBe(true)

    // The Solana account on the Solana test chain, its SOL as the chain has it, and the SPL token.
    await account.getByText(truncateAddress(wallet.address)).first().waitFor()
    await account.getByRole('button', { name: 'Network: Portico Solana Test Chain' }).waitFor()
    const before = (await rpc().getBalance(address(wallet.address)).send()).value
    await account.getByText(`${sol(before)} SOL`, { exact: true }).waitFor()
    const { value: held } = await rpc().getTokenAccountsByOwner(address(wallet.address), { mint: address(inject('solanaTokenMint')) }, { encoding: 'jsonParsed' }).send()
    const pusd = formatTokenQuantity(held[0]!.account.data.parsed.info.tokenAmount.uiAmountString!, 'en')
    await account.getByRole('list', { name: 'Tokens' }).getByRole('listitem', { name: `Portico USD: ${pusd} PUSD` }).waitFor()

    // Send 1.5 SOL: an EVM address is refused by the Solana address rule, nothing reaches the wallet.
    const receiverBefore = (await rpc().getBalance(receiver).send()).value
    await account.getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Send' }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await send.getByRole('textbox', { name: 'Amount' }).fill('1.5')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    await send.getByRole('button', { name: 'Review send' }).click()
    await send.getByRole('alert').getByText('Invalid receiver address').waitFor()
    expect(wallet.requests.map((request) => request.method)).not.toContain('solana:signAndSendTransaction')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(receiver)
    await send.getByRole('button', { name: 'Review send' }).click()

    const preview = page.getByRole('dialog', { name: 'Review Send' })
    await preview.getByText('1.500 SOL').waitFor()
    await preview.getByText(truncateAddress(receiver)).waitFor()
    const fee = preview.getByText('Network fee', { exact: true }).locator('xpath=following-sibling::dd[1]')
    await expect.poll(() => fee.textContent()).toBe('<0.001 SOL')
    await preview.getByRole('button', { name: 'Send', exact: true }).click()
    await preview.getByRole('status').getByText('Sent 1.500 SOL').waitFor()
    expect(wallet.requests.filter((request) => request.method === 'solana:signAndSendTransaction').map((request) => request.outcome)).toEqual(['success'])
    await preview.getByRole('button', { name: 'Done' }).click()

    // On chain: the receiver got 1.5 SOL, the sender paid it and the fee; the Account view follows.
    expect((await rpc().getBalance(receiver).send()).value - receiverBefore).toBe(1_500_000_000n)
    const after = (await rpc().getBalance(address(wallet.address)).send()).value
    expect(before - after).toBe(1_500_000_000n + 5000n)
    await page.getByRole('dialog', { name: 'Account' }).getByText(`${sol(after)} SOL`, { exact: true }).waitFor({ timeout: 15_000 })
  })

  test('EVM and Solana wallets side by side: SwitchActiveChain moves between the namespaces, both stay connected, each shows only the features that work there', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet, solanaWallet: { accountIndex: accounts.solana.features, name: 'Solana Test Wallet' } })
    const { page, wallet } = demo
    const solanaWallet = demo.solanaWallet!
    await connectTestWallet(demo)
    const account = page.getByRole('dialog', { name: 'Account' })
    const features = account.getByRole('navigation', { name: 'Wallet features' })
    const shown = async (name: string) => (await account.getByRole('button', { name, exact: true }).count()) > 0

    // The demo has swaps and the on-ramp on: the EVM account offers them, and its activity.
    await features.getByRole('button', { name: 'Swap', exact: true }).waitFor()
    expect(await Promise.all(['Buy', 'Swap', 'Receive', 'Send', 'Activity'].map(shown))).toEqual([true, true, true, true, true])

    // A Solana network from the EVM account: SwitchActiveChain asks for a Solana wallet.
    await account.getByRole('button', { name: 'Network: Portico Devnet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Portico Solana Test Chain', exact: true }).click()
    const toSolana = page.getByRole('dialog', { name: 'Switch to Solana' })
    await toSolana.getByText('Portico Solana Test Chain runs on Solana.', { exact: false }).waitFor()
    await toSolana.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Solana Test Wallet', exact: true }).click()
    await account.getByText(truncateAddress(solanaWallet.address)).first().waitFor()
    await account.getByRole('button', { name: 'Network: Portico Solana Test Chain' }).waitFor()

    // The Solana account: send and receive; swaps, the on-ramp and activity are EVM's (spec §9).
    await features.getByRole('button', { name: 'Send', exact: true }).waitFor()
    expect(await Promise.all(['Buy', 'Swap', 'Receive', 'Send', 'Activity'].map(shown))).toEqual([false, false, true, true, false])

    // Back to EVM: the EVM wallet is still connected, so one Switch shows its account again.
    await account.getByRole('button', { name: 'Network: Portico Solana Test Chain' }).click()
    await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Portico Devnet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Switch to EVM' }).getByRole('button', { name: 'Switch' }).click()
    await account.getByText(truncateAddress(wallet.address)).first().waitFor()
    await account.getByRole('button', { name: 'Network: Portico Devnet', exact: true }).waitFor()
    await features.getByRole('button', { name: 'Swap', exact: true }).waitFor()
    expect(wallet.connected).toBe(true)
    expect(solanaWallet.connected).toBe(true)
  })

  test('sign in with Solana: the wallet signs a Sign In With Solana message, the server verifies it and keeps the session', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet, query: '?siwx=optional', solanaWallet: { accountIndex: accounts.solana.signIn, name: 'Solana Test Wallet' } })
    const { page } = demo
    const wallet = demo.solanaWallet!
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: 'Solana Test Wallet', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    await dialog.getByText('Portico demo needs to connect to your wallet').waitFor()
    await dialog.getByRole('button', { name: 'Sign' }).click()
    await page.getByTestId('session-address').waitFor()

    // The wallet signed, with its ed25519 key, a Sign In With Solana message for this page and the Solana test chain.
    const signed = wallet.requests.filter((request) => request.method === 'solana:signMessage')
    expect(signed.map((request) => request.outcome)).toEqual(['success'])
    const host = new URL(inject('demoUrl')).host
    const server = await page.evaluate(
      async ({ serverUrl, projectId }) => {
        const response = await fetch(`${serverUrl}/v1/siwx/me?projectId=${projectId}`, { credentials: 'include' })
        return { status: response.status, body: await response.json() }
      },
      { serverUrl: inject('serverUrl'), projectId: inject('projectId') },
    )
    expect(server.status).toBe(200)
    const { message, signature, address: signer, chainId } = server.body.session
    expect(message).toMatch(new RegExp(`^${host.replace(/\./g, '\\.')} wants you to sign in with your Solana account:\n${wallet.address}\n`))
    expect(message).toContain(`\nChain ID: ${chainId.split(':')[1]}\n`)
    expect([signer, chainId.split(':')[0]]).toEqual([wallet.address, 'solana'])
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode(message), base58.decode(wallet.address))).toBe(true)
    expect(await page.getByTestId('session-address').textContent()).toBe(wallet.address)
    expect(await page.getByTestId('session-chain').textContent()).toBe(chainId)
  })
})
