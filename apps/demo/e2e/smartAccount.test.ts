import { createDatabase, setPaymasterPolicy } from '@portico/server'
import type { BrowserContext } from 'playwright-core'
import { type Address, createWalletClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { audit } from './axe'
import { openHost, toCode, within } from './embedded/hostPage'
import { frameOf, logInWithEmail, newEmail } from './embedded/mail'
import { devnetClient, useDemo } from './harness'
import { e2eAccounts } from './accounts'

// The embedded wallet's smart account end to end: the e2e devnet runs a bundler (alto) on its second
// chain (31338) only, so the smart account is offered there; the server signs its UserOperations
// with the user's sealed EOA key once the visitor approved them in the frame.

const open = useDemo()
const contexts: BrowserContext[] = []
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close()
})

const fresh = () => privateKeyToAccount(generatePrivateKey()).address

/** Gives `to` ETH on 31338 from anvil's unlocked first account (no paymaster yet: the account pays its own gas). */
async function fundOnSecondChain(to: Address) {
  const wallet = createWalletClient({ transport: http(inject('rpcUrls')[1]) })
  const [from] = await wallet.getAddresses()
  const hash = await wallet.sendTransaction({ account: from!, chain: null, to, value: parseEther('1') })
  await devnetClient(1).waitForTransactionReceipt({ hash })
}

/** Turns the embedded project's gas sponsorship on 31338 on or off (its paymaster policy, in the server's database). */
async function sponsorOnSecondChain(enabled: boolean) {
  const database = createDatabase({ sqlitePath: inject('sqlitePath') })
  try {
    await setPaymasterPolicy(database.db, inject('embeddedProjectId'), { enabled, chains: [31338] })
  } finally {
    await database.destroy()
  }
}

describe('the embedded smart account (Safe, ERC-4337)', () => {
  it('e-mail login shows it; the first send deploys it; a batch is one UserOperation; the EOA and back', async () => {
    const { page } = await openHost(contexts)
    const email = newEmail()
    expect(await page.evaluate((c) => window.harness.connectOtp(c), await toCode(page, email))).toEqual({ ok: true })
    const client = devnetClient(1)
    const frame = frameOf(page)

    // On 31338 the smart account acts by default (spec §9); both accounts are listed.
    const connected = await within('connect', page.evaluate(() => window.harness.connect(31338)))
    if (!connected.ok) throw new Error(connected.error)
    const user = connected.value
    const eoa = user.accounts.find((account) => account.type === 'eoa')!.address
    const smart = user.accounts.find((account) => account.type === 'smartAccount')!.address
    expect(user).toMatchObject({ address: smart, preferredAccountType: 'smartAccount', smartAccountDeployed: false, chainId: 31338 })
    expect(smart).not.toBe(eoa)
    expect(await page.evaluate(() => window.harness.smartAccountNetworks())).toEqual({ ok: true, value: [31338] })
    expect(await page.evaluate(() => window.harness.storage()['portico.smartAccountEnabledNetworks'])).toBe('[31338]')
    expect(await page.evaluate(() => window.harness.request('eth_accounts'))).toEqual({ ok: true, value: [smart] })
    expect(await client.getCode({ address: smart })).toBeUndefined()

    // The first send: one UserOperation that deploys the account and pays the recipient.
    await fundOnSecondChain(smart)
    const recipient = fresh()
    const sending = page.evaluate(([from, to]) => window.harness.request('eth_sendTransaction', [{ from, to, value: '0x2386f26fc10000' }]), [smart, recipient])
    await expect.poll(() => frame.getByRole('heading', { name: 'Send transaction' }).isVisible()).toBe(true)
    await expect.poll(() => frame.getByText(`Smart account ${smart}`).isVisible()).toBe(true)
    // This project's policy does not sponsor gas (yet): the approval says the account pays it.
    await expect.poll(() => frame.getByText('Paid by the smart account').isVisible()).toBe(true)
    await frame.getByRole('button', { name: 'Approve' }).click()
    const sent = await within('send from the smart account', sending, 60_000)
    if (!sent.ok) throw new Error(sent.error)
    expect((await client.getTransactionReceipt({ hash: sent.value as Hex })).status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.01'))
    expect((await client.getCode({ address: smart }))?.length).toBeGreaterThan(2)
    const after = await page.evaluate(() => window.harness.connect(31338))
    expect(after).toMatchObject({ ok: true, value: { smartAccountDeployed: true } })

    // Two transfers in one UserOperation (EIP-5792), shown call by call in the frame, the gas paid by the
    // project's paymaster once its policy sponsors the chain (the approval says so; the account pays only the values).
    await sponsorOnSecondChain(true)
    const before = await client.getBalance({ address: smart })
    const capabilities = await page.evaluate((from) => window.harness.request('wallet_getCapabilities', [from]), smart)
    expect(capabilities).toEqual({ ok: true, value: { '0x7a6a': { atomic: { status: 'supported' } } } })
    const [first, second] = [fresh(), fresh()]
    const batching = page.evaluate(
      ([from, a, b]) =>
        window.harness.request('wallet_sendCalls', [
          { version: '2.0.0', chainId: '0x7a6a', from, atomicRequired: true, calls: [{ to: a, value: '0x1000' }, { to: b, value: '0x2000' }] },
        ]),
      [smart, first, second],
    )
    await expect.poll(() => frame.getByRole('heading', { name: 'Send a batch of calls (2)' }).isVisible()).toBe(true)
    await expect.poll(() => frame.getByText('Call 2 of 2').isVisible()).toBe(true)
    await expect.poll(() => frame.getByText('Sponsored: the app pays it').isVisible()).toBe(true)
    await frame.getByRole('button', { name: 'Approve' }).click()
    const batch = await within('batch from the smart account', batching, 30_000).finally(() => sponsorOnSecondChain(false))
    if (!batch.ok) throw new Error(batch.error)
    const { id } = batch.value as { id: Hex }
    let status: { status?: number; receipts?: unknown[] } = {}
    await expect
      .poll(
        async () => {
          const answer = await page.evaluate((batchId) => window.harness.request('wallet_getCallsStatus', [batchId]), id)
          status = answer.ok ? (answer.value as typeof status) : {}
          return status.status
        },
        { timeout: 30_000 },
      )
      .toBe(200)
    expect(status.receipts).toHaveLength(1)
    expect(await client.getBalance({ address: first })).toBe(0x1000n)
    expect(await client.getBalance({ address: second })).toBe(0x2000n)
    expect(await client.getBalance({ address: smart })).toBe(before - 0x3000n)

    // The EOA acts after a switch (remembered for this chain): no batches there, so the host falls back.
    expect(await page.evaluate(() => window.harness.setPreferredAccount('eoa'))).toMatchObject({ ok: true, value: { address: eoa, preferredAccountType: 'eoa' } })
    expect(await page.evaluate(() => window.harness.request('eth_accounts'))).toEqual({ ok: true, value: [eoa] })
    expect(await page.evaluate((from) => window.harness.request('wallet_getCapabilities', [from]), eoa)).toEqual({ ok: true, value: {} })
    const refused = await page.evaluate(([from, to]) => window.harness.request('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a6a', from, calls: [{ to, value: '0x1' }] }]), [eoa, first])
    expect(refused).toMatchObject({ ok: false })
    expect(await page.evaluate(() => window.harness.connect(31338))).toMatchObject({ ok: true, value: { address: eoa, preferredAccountType: 'eoa' } })
    // The choice is per network (spec §3): where the server has no bundler (31337) the smart account is not
    // offered and the EOA acts; back on 31338 the EOA still acts, and after a reload too. (This Chromium denies
    // the cross-site frame its storage, so the frame keeps it in memory: the host's copy restores it.)
    expect(await page.evaluate(() => window.harness.connect(31337))).toMatchObject({ ok: true, value: { address: eoa, preferredAccountType: 'eoa', accounts: [{ address: eoa, type: 'eoa' }] } })
    expect(await page.evaluate(() => window.harness.connect(31338))).toMatchObject({ ok: true, value: { address: eoa, preferredAccountType: 'eoa' } })
    await page.reload()
    await page.waitForFunction(() => 'harness' in window)
    expect(await page.evaluate(() => window.harness.ready())).toEqual({ ok: true })
    expect(await page.evaluate(() => window.harness.connect(31338))).toMatchObject({ ok: true, value: { address: eoa, preferredAccountType: 'eoa' } })
    // A send by the EOA says so in the frame (both accounts are the user's).
    const byEoa = page.evaluate(([from, to]) => window.harness.request('eth_sendTransaction', [{ from, to, value: '0x1' }]), [eoa, first])
    await expect.poll(() => frame.getByText(`EOA ${eoa}`).isVisible()).toBe(true)
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await within('the EOA send, rejected', byEoa)).toMatchObject({ ok: false })
    // …and back to the smart account, kept for 31338 while 31337 has only the EOA.
    expect(await page.evaluate(() => window.harness.setPreferredAccount('smartAccount'))).toMatchObject({ ok: true, value: { address: smart, preferredAccountType: 'smartAccount' } })
    expect(await page.evaluate(() => window.harness.request('eth_accounts'))).toEqual({ ok: true, value: [smart] })
    expect(await page.evaluate(() => window.harness.connect(31337))).toMatchObject({ ok: true, value: { address: eoa, preferredAccountType: 'eoa' } })
    expect(await page.evaluate(() => window.harness.connect(31338))).toMatchObject({ ok: true, value: { address: smart, preferredAccountType: 'smartAccount' } })
  }, 180_000)

  it('the Account view (a phone) shows the account type and whether it is deployed, switches to the EOA and back, with no serious axe finding', async () => {
    const { page } = await open({ accountIndex: e2eAccounts.smartAccount.evm.phone, query: '?projectId=portico-embedded', viewport: { width: 360, height: 740 } })
    const email = newEmail()
    const account = await logInWithEmail(page, email)
    // The first chain has no bundler here: no smart account, nothing said of one.
    expect(await account.getByText(/^Account type:/).count()).toBe(0)
    const eoa = await page.getByTestId('address').textContent()

    await account.getByRole('button', { name: 'Network: Portico Devnet' }).click()
    await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Portico Devnet 2', exact: true }).click()
    await account.getByText('Account type: Smart account').waitFor()
    await account.getByText('Not deployed yet: your first transaction deploys it.').waitFor()
    await expect.poll(() => page.getByTestId('address').textContent()).not.toBe(eoa)
    const serious = (await audit(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.rule}: ${v.nodes.map((n) => n.target).join(', ')}`)
    expect(serious).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    await account.getByRole('button', { name: 'Use the EOA' }).click()
    await account.getByText('Account type: EOA').waitFor()
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(eoa)
    // Remembered per network: Devnet (no smart account there) and back to Devnet 2, where the EOA still acts.
    await account.getByRole('button', { name: 'Network: Portico Devnet 2' }).click()
    await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Portico Devnet', exact: true }).click()
    await account.getByRole('button', { name: 'Network: Portico Devnet', exact: true }).waitFor()
    await expect.poll(() => account.getByText(/^Account type:/).count()).toBe(0)
    await account.getByRole('button', { name: 'Network: Portico Devnet' }).click()
    await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Portico Devnet 2', exact: true }).click()
    await account.getByText('Account type: EOA').waitFor()
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(eoa)
    await account.getByRole('button', { name: 'Use the smart account' }).click()
    await account.getByText('Account type: Smart account').waitFor()
    await expect.poll(() => page.getByTestId('address').textContent()).not.toBe(eoa)
  }, 120_000)
})
