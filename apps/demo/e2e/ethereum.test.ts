import { formatTokenQuantity, truncateAddress } from '@portico/core'
import { formatNameRegistrationMessage, formatPortfolioValue } from '@portico/core/internal'
import { createPublicClient, formatEther, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { describe, expect, inject, test } from 'vitest'
import { connectTestWallet, useDemo } from './harness'
import { e2eAccounts, ethereumDevnetSetUp, evmAddressOf } from './accounts'

const open = useDemo()
const { visitor: VISITOR, receiver: RECEIVER } = e2eAccounts.ethereum.evm
const [visitorName, receiverName] = ethereumDevnetSetUp.names
const funder = evmAddressOf(0)
const month = new Date().toLocaleString('en-US', { month: 'long' })
// The chain-id-1 devnet is the global setup's fourth chain.
const ETHEREUM = 3

describe("Ethereum (devnet): chain id 1, the server configured as the real-networks guide has an operator configure Ethereum", () => {
  test('USD from the Chainlink feeds, USDC from the token list, history from the account API, the ENS name and avatar, Send to an ENS name, a Uniswap v3 quote; a Portico name resolves through ENS and the gateway', async () => {
    const demo = await open({ accountIndex: VISITOR, walletChains: [ETHEREUM] })
    const { page } = demo
    // The visitor's ENS avatar record is an https URL on 127.0.0.1: answered here, as its host would.
    await page.route(visitorName!.avatar!, (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#3a7"/></svg>' }),
    )
    await connectTestWallet(demo)
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByText('Network: Ethereum (devnet)').waitFor()

    // The primary name from ENS's reverse record (checked forward) and its avatar, loaded.
    await account.getByText(`Name: ${visitorName!.name}`).waitFor()
    const avatar = account.locator(`img[src="${visitorName!.avatar}"]`)
    await avatar.waitFor()
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

    // Balances: ETH as the chain has it, at the ETH/USD feed's 3,000, and 2,500 USDC (sent before the server started),
    // listed on Ethereum's token list, at the USDC/USD feed's 1: the devnet's fixed price table knows no chain 1.
    const client = createPublicClient({ chain: mainnet, transport: http(inject('rpcUrls')[ETHEREUM]) })
    const eth = formatEther(await client.getBalance({ address: demo.wallet.address }))
    await account.getByText(`${formatTokenQuantity(eth, 'en')} ETH`, { exact: true }).waitFor()
    await account.getByRole('list', { name: 'Tokens' }).getByRole('listitem', { name: `USD Coin: ${formatTokenQuantity('2500', 'en')} USDC` }).waitFor()
    const usd = formatPortfolioValue({ value: Number(eth) * 3000 + 2500, locale: 'en-US' })
    await account.getByRole('region', { name: 'Tokens' }).getByText(usd, { exact: true }).waitFor()

    // Activity from the account API (no index follows chain 1): both transfers predate the server.
    await account.getByRole('button', { name: 'Activity' }).click()
    const activity = page.getByRole('dialog', { name: 'Activity' })
    const thisMonth = activity.getByRole('list', { name: `Transactions: ${month}` })
    await thisMonth.getByText(`+${formatTokenQuantity('2500', 'en')} USDC`).waitFor()
    await thisMonth.getByText('+1.000 ETH').waitFor()
    expect(await thisMonth.getByText(`from ${truncateAddress(funder)}`).count()).toBe(2)
    await page.getByRole('button', { name: 'Back' }).click()

    // Send to an ENS name: the preview shows the name and the account its address record names.
    await account.getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Send' }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await send.getByRole('combobox', { name: 'Token' }).waitFor()
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.1')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(receiverName!.name)
    await send.getByRole('button', { name: 'Review send' }).click()
    const preview = page.getByRole('dialog', { name: 'Review Send' })
    await preview.getByText(receiverName!.name).waitFor()
    await preview.getByText(truncateAddress(receiverName!.address)).waitFor()
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('button', { name: 'Back' }).click()

    // Swap: quoted by Uniswap v3 (QuoterV2 at its Ethereum address, the USDC/WETH 0.05 % pool).
    await account.getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Swap' }).click()
    const swap = page.getByRole('dialog', { name: 'Swap', exact: true })
    await swap.getByRole('combobox', { name: 'You pay' }).selectOption({ label: 'ETH — Ether' })
    await swap.getByRole('combobox', { name: 'You receive' }).selectOption({ label: 'USDC — USD Coin' })
    const quoted = page.waitForResponse((response) => response.url().includes('/v1/swap/quote') && response.ok())
    await swap.getByRole('textbox', { name: 'Amount to pay' }).fill('0.1')
    expect(await (await quoted).json()).toMatchObject({ chainId: 'eip155:1', quote: { provider: 'uniswap-v3', fee: { percent: 0.05 } } })
    const value = (label: string) => swap.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]')
    await expect.poll(() => value('Fee').textContent()).toMatch(/ ETH \(0\.05%\)$/)
    // The pool's full-range 2 ETH / 6,000 USDC: 0.1 ETH less the 0.05 % fee buys 6000 × 0.09995 / 2.09995 USDC.
    const received = Number((await value('Receive (estimated)').textContent())?.replace(/[^\d.]/g, ''))
    expect(received).toBeCloseTo((6000 * 0.09995) / 2.09995, 2)

    // A Portico name, registered on the server, is an ENS name under portico.eth: viem resolves it on chain 1
    // through the ENS registry, the offchain resolver and the server's CCIP-Read gateway (its answer signed).
    const owner = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: RECEIVER })
    const name = `e2e-rita-${Date.now().toString(36)}`
    const message = formatNameRegistrationMessage({
      name,
      address: owner.address,
      coinType: 60,
      chainId: 'eip155:1',
      projectId: inject('projectId'),
      issuedAt: new Date().toISOString(),
      nonce: `n${Date.now().toString(36)}ethereume2e`,
    })
    const registered = await fetch(`${inject('serverUrl')}/v1/names/register?projectId=${inject('projectId')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ coinType: 60, address: owner.address, message, signature: await owner.signMessage({ message }) }),
    })
    expect(registered.status).toBe(201)
    expect(await client.getEnsAddress({ name: `${name}.portico.eth` })).toBe(owner.address)
    expect(await client.getEnsAddress({ name: `${name}-nobody.portico.eth` })).toBeNull()
  })
})
