import { createWalletConnectWallet, type WalletConnectWallet } from '@portico/test-wallet/walletConnect'
import { parseEther, verifyMessage, type Hex } from 'viem'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { fundAccount } from './fund'
import { chainIds, type Demo, devnetClient, useDemo } from './harness'
import { e2eAccounts } from './accounts'

// WalletConnect end to end: the demo in Chromium, the wallet = @reown/walletkit in Node (the test wallet's
// WalletConnect side), both through the development relay. Nothing may leave 127.0.0.1: the page's HTTP
// requests are checked by useDemo, its WebSockets here, and WalletConnect's verify and telemetry are off.

const open = useDemo()
const ACCOUNT = e2eAccounts.walletConnect.evm.wallet
let wallet: WalletConnectWallet | undefined
const sockets: string[] = []
afterEach(async () => {
  expect(sockets.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([])
  sockets.length = 0
  await wallet?.close()
  wallet = undefined
})

async function openWithWalletConnect(mode: 'approve' | 'reject' = 'approve', query?: string) {
  const demo = await open({ accountIndex: ACCOUNT, ...(query ? { query } : {}) })
  demo.page.on('websocket', (ws) => sockets.push(ws.url()))
  const rpcUrls = inject('rpcUrls')
  wallet = await createWalletConnectWallet({
    relayUrl: inject('wcRelayUrl'),
    chains: [
      { id: chainIds.devnet, rpcUrl: rpcUrls[0]! },
      { id: chainIds.devnet2, rpcUrl: rpcUrls[1]! },
    ],
    accountIndex: ACCOUNT,
    mode,
  })
  await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await demo.page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'WalletConnect', exact: true }).click()
  return demo
}

/** The URI the page offers (the copy-link button carries it), once it is there and differs from `previous`. */
async function readUri(demo: Demo, previous?: string) {
  const copy = demo.page.getByRole('dialog', { name: 'WalletConnect' }).getByRole('button', { name: 'Copy link' })
  await expect.poll(() => copy.getAttribute('data-uri'), { timeout: 15_000 }).toMatch(/^wc:/)
  if (previous) await expect.poll(() => copy.getAttribute('data-uri'), { timeout: 15_000 }).not.toBe(previous)
  return (await copy.getAttribute('data-uri'))!
}

describe('WalletConnect', () => {
  test('connect by URI, sign, send on the devnet, wallet switches chain, reload keeps the session, wallet disconnects', async () => {
    const demo = await openWithWalletConnect()
    const { page } = demo
    // The wallet's own account starts empty: 10 ETH for the send below.
    await fundAccount(wallet!.address)
    const dialog = page.getByRole('dialog', { name: 'WalletConnect' })
    await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor()
    const uri = await readUri(demo)
    expect(sockets.some((url) => url.startsWith(inject('wcRelayUrl')))).toBe(true)

    await wallet!.pair(uri)
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('address').textContent()).toBe(wallet!.address)
    await page.keyboard.press('Escape')

    // personal_sign through the relay; the signature verifies for the wallet's address.
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await page.getByTestId('signature').textContent({ timeout: 15_000 })) as Hex
    expect(await verifyMessage({ address: wallet!.address, message: 'Hello from Portico', signature })).toBe(true)
    expect(wallet!.requests.map((r) => r.method)).toContain('personal_sign')

    // eth_sendTransaction lands on the devnet.
    await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    const hash = (await page.getByTestId('tx-hash').first().textContent({ timeout: 15_000 })) as Hex
    const receipt = await devnetClient(0).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(wallet!.address.toLowerCase())
    const tx = await devnetClient(0).getTransaction({ hash })
    expect(tx.value).toBe(parseEther('0.01'))

    // The wallet switches chain: the page follows.
    await wallet!.switchChain(chainIds.devnet2)
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Portico Devnet 2 (eip155:31338)')

    // The session survives a reload.
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 15_000 }).toBe('connected')
    expect(await page.getByTestId('address').textContent()).toBe(wallet!.address)

    // A disconnect from the wallet returns the page to disconnected.
    await wallet!.disconnect()
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 15_000 }).toBe('disconnected')
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  })

  test('a rejected session shows the decline; retry makes a new URI and connects', async () => {
    const demo = await openWithWalletConnect('reject')
    const { page } = demo
    const first = await readUri(demo)
    await wallet!.pair(first)
    const dialog = page.getByRole('dialog', { name: 'WalletConnect' })
    await dialog.getByText('Connection declined').waitFor()
    wallet!.setMode('approve')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    const second = await readUri(demo, first)
    expect(second).not.toBe(first)
    await wallet!.pair(second)
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(wallet!.address)
  })
})

describe('WalletConnect in basic mode', () => {
  test('the QR-only view: a QR code and no links; the wallet scans it and connects, then changes account; no call to the server', async () => {
    const demo = await openWithWalletConnect('approve', '?basic')
    const { page } = demo
    const dialog = page.getByRole('dialog', { name: 'WalletConnect' })
    await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Copy link' }).count()).toBe(0)
    expect(await dialog.getByRole('link').count()).toBe(0)
    // The QR code is the only way in: the test reads the URI it encodes from the view.
    const container = page.locator('[data-walletconnect-uri^="wc:"]')
    await container.waitFor()
    await wallet!.pair((await container.getAttribute('data-walletconnect-uri'))!)
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(wallet!.address)
    // The wallet changes account (accountsChanged over the relay): the page follows.
    const before = wallet!.address
    await wallet!.setAccount(e2eAccounts.walletConnect.evm.movedTo)
    expect(wallet!.address).not.toBe(before)
    await expect.poll(() => page.getByTestId('address').textContent(), { timeout: 15_000 }).toBe(wallet!.address)
    // Basic mode: no remote config, no registry, no analytics: the page never called the server.
    expect(demo.requests.filter((url) => url.startsWith(inject('serverUrl')))).toEqual([])
  })
})

describe('WalletConnect pairing expiry (controlled clock)', () => {
  test('a URI within 10 s of its 4-minute expiry is replaced without the user doing anything', async () => {
    const demo = await open({ accountIndex: ACCOUNT })
    demo.page.on('websocket', (ws) => sockets.push(ws.url()))
    await demo.page.clock.install()
    await demo.page.reload()
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await demo.page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'WalletConnect', exact: true }).click()
    const first = await readUri(demo)
    await demo.page.clock.fastForward(200_000)
    expect(await readUri(demo)).toBe(first) // 3 min 20 s: still valid
    await demo.page.clock.fastForward(30_000) // 3 min 50 s: inside the 10 s margin
    const second = await readUri(demo, first)
    expect(second).not.toBe(first)

    // The new URI works.
    const rpcUrls = inject('rpcUrls')
    wallet = await createWalletConnectWallet({
      relayUrl: inject('wcRelayUrl'),
      chains: [{ id: chainIds.devnet, rpcUrl: rpcUrls[0]! }],
      accountIndex: ACCOUNT,
    })
    await wallet.pair(second)
    await demo.page.getByRole('dialog', { name: 'Account' }).waitFor()
  })
})
