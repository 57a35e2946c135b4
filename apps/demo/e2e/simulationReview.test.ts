import type { BrowserContext, Page } from 'playwright-core'
import { devnetTokenAddresses } from '@portico/devnet'
import { type Address, createWalletClient, encodeFunctionData, erc20Abi, getAddress, http, maxUint256, parseAbi, parseEther } from 'viem'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { loadDrainerArtifact } from '../../../packages/server/src/testing/loadDrainerArtifact.ts'
import { permit2Single } from '../../../packages/server/src/testing/permit2TypedData.ts'
import { e2eAccounts, evmAddressOf } from './accounts'
import { connectedHost, type Result, within } from './embedded/hostPage'
import { frameOf, newEmail } from './embedded/mail'
import { reviewPusdSwap } from './embedded/smartAccountViews'
import { fundAccount } from './fund'
import { connectTestWallet, devnetClient, useDemo } from './harness'

const open = useDemo()
// This file's own accounts: no other e2e file sends from or to them.
const { sender: SENDER, receiver } = e2eAccounts.simulationReview.evm
const RECEIVER = evmAddressOf(receiver)
const PUSD = devnetTokenAddresses.PUSD
const V2_ROUTER = '0xCABEe62adFB2a4d4172Fc2F7536f324FC52C274a'
const WETH = '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9'

const contexts: BrowserContext[] = []
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close()
})

/** The test-only Drainer (takes what an approval lets it take), deployed from anvil's first account, once for the file. */
let drainerDeployed: Promise<Address> | undefined
const deployDrainer = () => (drainerDeployed ??= deploy())
async function deploy(): Promise<Address> {
  const wallet = createWalletClient({ transport: http(inject('rpcUrls')[0]) })
  const [from] = await wallet.getAddresses()
  const { abi, bytecode } = loadDrainerArtifact()
  const hash = await wallet.deployContract({ abi, bytecode, account: from!, chain: null })
  return getAddress((await devnetClient(0).waitForTransactionReceipt({ hash })).contractAddress!)
}

/** A Permit2 PermitSingle for all of the signer's PUSD, to `spender`, as `eth_signTypedData_v4` takes it. */
const permit2For = (spender: Address) => JSON.stringify(permit2Single({ token: PUSD, spender }))

/** Asks the frame for `method`, waits for its approval to show `text`, runs `check`, then rejects it there. */
async function reviewInFrame(page: Page, method: string, params: unknown[], text: string, check: () => Promise<void> = async () => {}) {
  const asked = page.evaluate(([m, p]) => window.harness.request(m as string, p as unknown[]), [method, params] as const)
  const frame = frameOf(page)
  await frame
    .getByText(text, { exact: true })
    .waitFor()
    .catch(async (error: Error) => {
      // A failure says what the approval showed instead.
      throw new Error(`${error.message}\nThe frame shows: ${await frame.locator('body').innerText({ timeout: 1_000 }).catch(() => '?')}`)
    })
  await check()
  await frame.getByRole('button', { name: 'Reject' }).click()
  expect(await within(`${method} rejected`, asked)).toMatchObject({ ok: false, error: 'User rejected the request' } satisfies Partial<Result<unknown>>)
}

describe('the kit’s review step, with an injected wallet', () => {
  test('Send shows −0.01 ETH; a PUSD → PTK swap shows the approval and the swap read with the descriptors; an unlimited approval to the Drainer is a danger, one step further', async () => {
    await fundAccount(evmAddressOf(SENDER))
    const demo = await open({ accountIndex: SENDER })
    await connectTestWallet(demo)
    const { page, wallet } = demo
    const features = page.getByRole('dialog', { name: 'Account' }).getByRole('navigation', { name: 'Wallet features' })
    await features.getByRole('button', { name: 'Send' }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.01')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(RECEIVER)
    await send.getByRole('button', { name: 'Review send' }).click()
    const changes = page.getByRole('dialog', { name: 'Review Send' }).getByRole('region', { name: 'What changes' })
    await changes.getByText('−0.01 ETH', { exact: true }).waitFor()

    // Back to the account, then a swap that needs an approval first (nothing is sent).
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('button', { name: 'Back' }).click()
    const review = (await reviewPusdSwap(page)).getByRole('region', { name: 'What changes' })
    const calls = review.getByRole('group', { name: 'What the calls do (from the contracts’ descriptions)' })
    await calls.getByText('Allow spending of a token', { exact: true }).waitFor()
    const text = (await calls.textContent()) ?? ''
    expect(text).toContain(`SpenderUniswap v2 router (${V2_ROUTER})`)
    expect(text).toContain('Up to10 PUSD')
    expect(text).toMatch(/SwapYou pay10 PUSDYou get at least[\d.]+ PTK/)
    await review.getByText('−10 PUSD', { exact: true }).waitFor()

    // The app asks for an unlimited PUSD allowance to the Drainer (sendCalls with review): the kit's review says it
    // in words as a danger and reads the call; Continue waits for "I understand the risk", and only then asks the wallet.
    const drainer = await deployDrainer()
    for (let i = 0; i < 4 && (await page.getByRole('dialog').count()) > 0; i++) await page.keyboard.press('Escape')
    await page.getByRole('dialog').first().waitFor({ state: 'detached' })
    const card = page.getByRole('region', { name: 'Approve PUSD' })
    await card.getByRole('textbox', { name: 'Spender' }).fill(drainer)
    await card.getByRole('button', { name: 'Approve unlimited PUSD' }).click()
    const approval = page.getByRole('dialog', { name: 'Review transaction' })
    const danger = approval.getByRole('alert').getByText(`Lets ${drainer.slice(0, 6)}…${drainer.slice(-4)} spend all of your PUSD, now and later, until you revoke it`, { exact: true })
    await danger.waitFor()
    const call = (await approval.getByRole('group', { name: 'What the calls do (from the contracts’ descriptions)' }).textContent()) ?? ''
    expect(call).toContain('Allow spending of a token')
    expect(call).toContain(`Spender${drainer}`)
    expect(call).toContain('Up toUnlimited PUSD')
    const proceed = approval.getByRole('button', { name: 'Continue in wallet' })
    expect(await proceed.getAttribute('aria-disabled')).toBe('true')
    await proceed.click({ force: true })
    const asked = () => wallet.requests.filter((request) => request.method === 'wallet_sendCalls' || request.method === 'eth_sendTransaction').length
    expect(asked()).toBe(0)
    await approval.getByRole('checkbox', { name: 'I understand the risk' }).check()
    await expect.poll(() => proceed.getAttribute('aria-disabled')).toBeNull()
    await proceed.click()
    await expect.poll(asked).toBeGreaterThan(0)
  })
})

describe('the wallet frame’s approval (embedded wallet), with the test-only Drainer', () => {
  test('an unlimited approval to it, a Permit2 signature for it or for an account, a swap and a reverting call, each read before Approve', async () => {
    const drainer = await deployDrainer()
    const { page, address } = await connectedHost(contexts, newEmail())
    await fundAccount(address)
    const frame = frameOf(page)
    const approve = frame.getByRole('button', { name: 'Approve' })
    const understood = frame.getByRole('checkbox', { name: 'I understand the risk' })

    // An unlimited approval: the warning, the call in words, and Approve one deliberate step further.
    const approval = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [drainer, maxUint256] })
    await reviewInFrame(page, 'eth_sendTransaction', [{ from: address, to: PUSD, data: approval }], 'Allow spending of a token (ERC-20 token)', async () => {
      await frame.getByText(`This lets ${drainer} take all of your PUSD, now and later, until you revoke it.`).waitFor()
      await frame.getByText('Unlimited PUSD', { exact: true }).waitFor()
      await understood.waitFor()
      expect(await approve.getAttribute('aria-disabled')).toBe('true')
      await understood.check()
      await expect.poll(() => approve.getAttribute('aria-disabled')).toBeNull()
    })

    // A Permit2 signature for the drainer: in words, unlimited, the risk box; for an account with no code, the server's warning.
    await reviewInFrame(page, 'eth_signTypedData_v4', [address, permit2For(drainer)], 'Allow spending of a token through Permit2 (Permit2 (Uniswap))', async () => {
      await frame.getByText(/^Unlimited: the spender can take all of this token/).waitFor()
      await understood.waitFor()
    })
    const person = evmAddressOf(receiver)
    await reviewInFrame(page, 'eth_signTypedData_v4', [address, permit2For(person)], `${person} is a personal account, not a contract: only a thief needs an allowance there.`)

    // A swap: ETH out, PUSD in, and the router's call in words.
    const swap = encodeFunctionData({
      abi: parseAbi(['function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)']),
      args: [1n, [WETH, PUSD], address, 2n ** 40n],
    })
    await reviewInFrame(page, 'eth_sendTransaction', [{ from: address, to: V2_ROUTER, data: swap, value: `0x${parseEther('0.01').toString(16)}` }], 'Swap (Uniswap v2 router)', async () => {
      await frame.getByText('−0.01 ETH', { exact: true }).waitFor()
      await frame.getByText(/^\+[\d.]+ PUSD$/).waitFor()
    })

    // A call that reverts says it will fail, and why.
    const drain = encodeFunctionData({ abi: parseAbi(['function drain(address token, address victim)']), args: [PUSD, address] })
    await reviewInFrame(page, 'eth_sendTransaction', [{ from: address, to: drainer, data: drain }], 'This transaction would fail: nothing to drain')
  })
})
