import { describe, expect, inject, test } from 'vitest'
import { type Demo, useDemo } from './harness'
import { e2eAccounts } from './accounts'

const accounts = e2eAccounts.siwx

const open = useDemo()

/** What the Portico server says about the page's session (the cookie is http-only: only a request can tell). */
const serverSession = (demo: Demo) =>
  demo.page.evaluate(
    async ({ serverUrl, projectId }) => {
      const response = await fetch(`${serverUrl}/v1/siwx/me?projectId=${projectId}`, { credentials: 'include' })
      return { status: response.status, body: await response.json() }
    },
    { serverUrl: inject('serverUrl'), projectId: inject('projectId') },
  )

async function connect(demo: Demo) {
  await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await demo.page.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
}

describe('sign in with the wallet (SIWX)', () => {
  test('connect -> sign-in view -> signed -> session shown; reload keeps it; disconnect ends it', async () => {
    const demo = await open({ accountIndex: accounts.evm.signIn, query: '?siwx=optional' })
    const { page, wallet } = demo
    await connect(demo)
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    await dialog.getByText('Portico demo needs to connect to your wallet').waitFor()
    await dialog.getByRole('button', { name: 'Sign' }).click()
    await page.getByTestId('session-address').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)

    // The wallet signed an EIP-4361 message for this page, account and chain.
    const [signed] = wallet.requests.filter((r) => r.method === 'personal_sign')
    const text = Buffer.from((signed!.params as string[])[0]!.slice(2), 'hex').toString('utf8')
    const host = new URL(inject('demoUrl')).host
    expect(text).toMatch(new RegExp(`^${host.replace(/\./g, '\\.')} wants you to sign in with your Ethereum account:\n${wallet.address}\n\nSign in to the Portico demo\\.\n\nURI: `))
    expect(text).toContain('\nChain ID: 31337\n')

    expect(await page.getByTestId('session-address').textContent()).toBe(wallet.address)
    expect(await page.getByTestId('session-chain').textContent()).toBe('eip155:31337')
    expect(await page.getByTestId('session-expires').textContent()).not.toBe('')
    const server = await serverSession(demo)
    expect(server.status).toBe(200)
    expect(server.body.session).toMatchObject({ address: wallet.address, chainId: 'eip155:31337' })

    // Reload: reconnected, the session is still there, nobody asks to sign again.
    const signatures = wallet.requests.filter((r) => r.method === 'personal_sign').length
    await page.reload()
    await page.getByTestId('session-address').waitFor()
    await page.waitForTimeout(300)
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(wallet.requests.filter((r) => r.method === 'personal_sign')).toHaveLength(signatures)

    // Disconnect signs out.
    await page.getByRole('button', { name: /0x/ }).first().click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await expect.poll(async () => (await serverSession(demo)).status).toBe(401)
    expect(await page.getByTestId('session-address').count()).toBe(0)
  })

  test('required: cancel disconnects', async () => {
    const demo = await open({ accountIndex: accounts.evm.required, query: '?siwx=required' })
    const { page } = demo
    await connect(demo)
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    await dialog.getByText('Canceling will disconnect you.', { exact: false }).waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  test('optional: cancel keeps the wallet connected without a session', async () => {
    const demo = await open({ accountIndex: accounts.evm.cancelled, query: '?siwx=optional' })
    const { page } = demo
    await connect(demo)
    await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Cancel' }).click()
    await page.getByTestId('session-none').waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect((await serverSession(demo)).status).toBe(401)
  })

  test('a declined signature shows the error toast and keeps the view; a switch of account asks again', async () => {
    const demo = await open({ accountIndex: accounts.evm.declined, query: '?siwx=optional' })
    const { page, wallet } = demo
    await connect(demo)
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    // Connected first: a connection request must not meet the rejecting mode.
    await dialog.getByRole('button', { name: 'Sign' }).waitFor()
    wallet.setMode('reject')
    await dialog.getByRole('button', { name: 'Sign' }).click()
    await page.getByRole('alert').filter({ hasText: 'Error signing message' }).waitFor()
    wallet.setMode('approve')
    await dialog.getByRole('button', { name: 'Sign' }).click()
    await page.getByTestId('session-address').waitFor()
    expect(await page.getByTestId('session-address').textContent()).toBe(wallet.address)

    // Another account in the wallet: no session covers it, so the view asks again.
    const first = wallet.address
    await wallet.setAccount(accounts.evm.switchedTo)
    await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Sign' }).click()
    await expect.poll(() => page.getByTestId('session-address').textContent()).toBe(wallet.address)
    expect(wallet.address).not.toBe(first)
  })
})

describe('sign-in follows the network', () => {
  test('switching to a network no session covers asks for a new signature on it', async () => {
    const demo = await open({ accountIndex: accounts.evm.newNetwork, query: '?siwx=optional', walletChains: [0, 1] })
    const { page, wallet } = demo
    await connect(demo)
    await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Sign' }).click()
    await expect.poll(() => page.getByTestId('session-chain').textContent()).toBe('eip155:31337')

    await wallet.switchChain(31338)
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    await dialog.getByRole('button', { name: 'Sign' }).click()
    await expect.poll(() => page.getByTestId('session-chain').textContent()).toBe('eip155:31338')
    const messages = wallet.requests
      .filter((r) => r.method === 'personal_sign')
      .map((r) => Buffer.from((r.params as string[])[0]!.slice(2), 'hex').toString('utf8'))
    expect(messages.map((m) => /Chain ID: (\d+)/.exec(m)?.[1])).toEqual(['31337', '31338'])
  })
})

describe('bearer transport', () => {
  test('the session token is kept by the page, survives a reload and is dropped on disconnect', async () => {
    const demo = await open({ accountIndex: accounts.evm.bearer, query: '?siwx=bearer' })
    const { page, wallet } = demo
    await connect(demo)
    await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Sign' }).click()
    await expect.poll(() => page.getByTestId('session-address').textContent()).toBe(wallet.address)
    const tokenKey = `portico.siwx.token.${inject('projectId')}`
    const token = await page.evaluate((key) => localStorage.getItem(key), tokenKey)
    expect(token).toMatch(/^[\w-]{43}$/)
    // No cookie in this mode: the server knows the session by the token only.
    expect((await serverSession(demo)).status).toBe(401)

    await page.reload()
    await expect.poll(() => page.getByTestId('session-address').textContent()).toBe(wallet.address)
    expect(await page.getByRole('dialog').count()).toBe(0)

    await page.getByRole('button', { name: /0x/ }).first().click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), tokenKey)).toBeNull()
    const revoked = await page.evaluate(
      async ({ serverUrl, projectId, token }) =>
        (await fetch(`${serverUrl}/v1/siwx/me?projectId=${projectId}`, { headers: { Authorization: `Bearer ${token}` } })).status,
      { serverUrl: inject('serverUrl'), projectId: inject('projectId'), token },
    )
    expect(revoked).toBe(401)
  })
})
