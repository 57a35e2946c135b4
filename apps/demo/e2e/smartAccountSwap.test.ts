import { truncateAddress } from '@portico/core'
import { accountAbstractionAddresses, devnetTokenAddresses } from '@portico/devnet'
import { type Address, createWalletClient, erc20Abi, getAddress, http, parseAbiItem, parseUnits, zeroAddress } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { frameOf, logInWithEmail, newEmail } from './embedded/mail'
import { reviewPusdSwap } from './embedded/smartAccountViews'
import { devnetClient, useDemo } from './harness'
import { SMART_SWAPS_PROJECT_ID } from './serveDemo'
import { e2eAccounts } from './accounts'

// A swap from the embedded smart account that needs an ERC-20 approval: the approval and the swap go
// as one batch, so one approval in the frame and one UserOperation, its gas paid by the paymaster.
// The e2e devnet runs a bundler on its second chain (31338) only; this project sponsors gas there.

const open = useDemo()
const userOperationEvent = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
)

/** Gives `to` some PUSD on 31338 from anvil's unlocked first account (minted to it by the devnet). */
async function givePusd(to: Address, amount: bigint) {
  const wallet = createWalletClient({ transport: http(inject('rpcUrls')[1]) })
  const [from] = await wallet.getAddresses()
  const hash = await wallet.writeContract({ account: from!, chain: null, address: devnetTokenAddresses.PUSD, abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
  await devnetClient(1).waitForTransactionReceipt({ hash })
}

describe('a swap from the embedded smart account', () => {
  it('approve + swap in one UserOperation: one approval in the frame, both effects on chain, gas paid by the paymaster', async () => {
    const { page } = await open({ accountIndex: e2eAccounts.smartAccountSwap.evm.wallet, query: `?projectId=${SMART_SWAPS_PROJECT_ID}` })
    const client = devnetClient(1)
    const email = newEmail()
    const account = await logInWithEmail(page, email)
    await account.getByRole('button', { name: 'Network: Portico Devnet' }).click()
    await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Portico Devnet 2', exact: true }).click()
    await account.getByText('Account type: Smart account').waitFor()
    await account.getByText('Not deployed yet: your first transaction deploys it.').waitFor()
    const smart = (await page.getByTestId('address').textContent()) as Address
    expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // The account holds PUSD and no ETH at all: it cannot pay gas itself.
    const amount = parseUnits('10', 6)
    await givePusd(smart, parseUnits('25', 6))
    expect(await client.getBalance({ address: smart })).toBe(0n)
    const tokenOf = (token: 'PUSD' | 'PTK') => client.readContract({ address: devnetTokenAddresses[token], abi: erc20Abi, functionName: 'balanceOf', args: [smart] })
    const [pusdBefore, ptkBefore] = [await tokenOf('PUSD'), await tokenOf('PTK')]
    const fromBlock = await client.getBlockNumber()

    const preview = await reviewPusdSwap(page)

    // One step, said so: no separate "Approve PUSD".
    await preview.getByText('Approval and swap go together: one confirmation in your wallet.').waitFor()
    expect(await preview.getByRole('button', { name: 'Approve PUSD', exact: true }).count()).toBe(0)
    await preview.getByRole('button', { name: 'Approve PUSD and swap' }).click()

    // One approval in the frame, for a batch of two calls.
    const frame = frameOf(page)
    await expect.poll(() => frame.getByRole('heading', { name: 'Send a batch of calls (2)' }).isVisible(), { timeout: 20_000 }).toBe(true)
    await expect.poll(() => frame.getByRole('button', { name: 'Approve' }).getAttribute('aria-disabled')).toBeNull()
    await frame.getByRole('button', { name: 'Approve' }).click()
    await preview
      .getByRole('status')
      .getByText(/^Swapped 10\.000 PUSD for [\d.,]+ PTK$/)
      .waitFor({ timeout: 60_000 })
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\nThe preview said: ${await preview.innerText().catch(() => '?')}`)
      })
    await expect.poll(() => frame.getByRole('heading', { name: 'Send a batch of calls (2)' }).isVisible()).toBe(false)

    // On chain: exactly one UserOperation from the account, successful, paid by the paymaster…
    const events = await client.getLogs({ address: accountAbstractionAddresses.entryPoint07, event: userOperationEvent, args: { sender: smart }, fromBlock })
    expect(events).toHaveLength(1)
    const [event] = events
    expect(event!.args.success).toBe(true)
    expect(event!.args.paymaster).not.toBe(zeroAddress)
    // …which deployed the account, and did both: the approval (an Approval log to the router, in
    // the same transaction) and the swap (PUSD out, PTK in).
    expect((await client.getCode({ address: smart }))?.length).toBeGreaterThan(2)
    const receipt = await client.getTransactionReceipt({ hash: event!.transactionHash })
    const approvals = receipt.logs.filter((log) => log.address.toLowerCase() === devnetTokenAddresses.PUSD.toLowerCase() && log.topics[0] === '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925')
    expect(approvals).toHaveLength(1)
    expect(approvals[0]!.topics[1]?.toLowerCase()).toBe(`0x${smart.slice(2).toLowerCase().padStart(64, '0')}`)
    expect(await tokenOf('PUSD')).toBe(pusdBefore - amount)
    expect(await tokenOf('PTK')).toBeGreaterThan(ptkBefore)
    // The account paid no gas: still no ETH.
    expect(await client.getBalance({ address: smart })).toBe(0n)

    // Activity shows the UserOperation as the account's trade (PUSD out first), to the router it
    // called, once (not also as a pending copy), beside the PUSD it received.
    const router = getAddress(`0x${approvals[0]!.topics[2]!.slice(26)}`)
    await preview.getByRole('button', { name: 'Done' }).click()
    await account.getByRole('button', { name: 'Activity', exact: true }).click()
    const month = new Date().toLocaleString('en-US', { month: 'long' })
    const thisMonth = page.getByRole('dialog', { name: 'Activity' }).getByRole('list', { name: `Transactions: ${month}` })
    const trade = thisMonth.getByRole('listitem').filter({ hasText: '-10.000 PUSD' })
    await expect.poll(() => trade.count(), { timeout: 20_000 }).toBe(1)
    await expect.poll(() => trade.innerText()).toMatch(new RegExp(`^Traded\\s+to ${truncateAddress(router).replace(/\./g, '\\.')}\\s+-10\\.000 PUSD$`))
    await thisMonth.getByRole('listitem').filter({ hasText: '+25.000 PUSD' }).waitFor()
  }, 180_000)
})
