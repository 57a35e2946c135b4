import { devnetTokenAddresses } from '@portico/devnet'
import { erc20Abi, type Hex, parseEther, parseUnits } from 'viem'
import type { Locator } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { startFailingProxy } from './failingProxy'
import { fundAccount } from './fund'
import { connectTestWallet, type Demo, devnetClient, useDemo } from './harness'
import { e2eAccounts } from './accounts'

const open = useDemo()
const { swapper: SWAPPER, offNetwork: OFF_NETWORK } = e2eAccounts.swaps.evm

const tokenOf = (token: keyof typeof devnetTokenAddresses, owner: `0x${string}`) =>
  devnetClient(0).readContract({ address: devnetTokenAddresses[token], abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

async function openSwap(demo: Demo) {
  await demo.page.getByRole('dialog', { name: 'Account' }).getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Swap' }).click()
  return demo.page.getByRole('dialog', { name: 'Swap', exact: true })
}

/**
 * What the wallet sent, when a swap did not show as swapped: each transaction's status, its gas used
 * against its limit, the block it landed in and, for a revert, what the node says on
 * replaying it on the state before its block (no revert there, and gas used = limit: out of gas).
 */
async function sentTransactions(demo: Demo) {
  const client = devnetClient(0)
  const sent = demo.wallet.requests.filter((request) => request.method === 'eth_sendTransaction' && request.outcome === 'success')
  const rows = await Promise.all(
    sent.map(async (request) => {
      const hash = request.result as Hex
      const [transaction, receipt] = await Promise.all([client.getTransaction({ hash }), client.getTransactionReceipt({ hash })])
      const replay =
        receipt.status === 'success'
          ? ''
          : await client
              .call({ account: transaction.from, to: transaction.to, data: transaction.input, value: transaction.value, gas: transaction.gas, blockNumber: receipt.blockNumber - 1n })
              .then(() => 'replays without a revert', (error: Error & { shortMessage?: string }) => error.shortMessage ?? error.message)
      return `${hash} ${receipt.status} in block ${receipt.blockNumber}, gas ${receipt.gasUsed}/${transaction.gas}${replay ? `: ${replay}` : ''}`
    }),
  )
  return rows.join('\n')
}

/** Waits for the preview's "Swapped …"; failing, says what the wallet sent and how it went. */
async function waitForSwapped(demo: Demo, preview: Locator, text: RegExp) {
  await preview
    .getByRole('status')
    .getByText(text)
    .waitFor()
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nThe preview says: ${await preview.textContent().catch(() => '?')}\nSent:\n${await sentTransactions(demo)}`)
    })
}

describe('swaps on the devnet', () => {
  test('swap ETH -> PUSD, then PUSD -> PTK (approve, then swap); balances checked on chain', async () => {
    const demo = await open({ accountIndex: SWAPPER })
    const { page, wallet } = demo
    await fundAccount(wallet.address)
    await connectTestWallet(demo)
    const client = devnetClient(0)

    // ETH -> PUSD: native, nothing to approve.
    const ethBefore = await client.getBalance({ address: wallet.address })
    const pusdBefore = await tokenOf('PUSD', wallet.address)
    let swap = await openSwap(demo)
    await swap.getByRole('combobox', { name: 'You pay' }).selectOption({ label: 'ETH — Ether' })
    await swap.getByRole('combobox', { name: 'You receive' }).selectOption({ label: 'PUSD — Portico USD' })
    expect(await swap.getByRole('textbox', { name: 'Slippage tolerance (%)' }).inputValue()).toBe('1')
    // More than the balance: said at once, nothing to review.
    await swap.getByText(/^Available: [\d.,]+ ETH$/).waitFor()
    await swap.getByRole('textbox', { name: 'Amount to pay' }).fill('1000')
    await swap.getByRole('alert').getByText('Insufficient balance').waitFor()
    await swap.getByRole('textbox', { name: 'Amount to pay' }).fill('1')
    // The quote: what is received, at least (1 % slippage), the price impact and the fee.
    const value = (label: string) => swap.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]')
    await value('Minimum received').waitFor()
    expect(await value('Receive (estimated)').textContent()).toMatch(/ PUSD$/)
    expect(await value('Fee').textContent()).toMatch(/ ETH \(0\.3%\)$/)
    expect(await value('Slippage tolerance').textContent()).toBe('1%')
    expect(await value('Price impact').textContent()).toMatch(/%$/)
    // Slippage adjusts the minimum.
    const minimumAt1 = await value('Minimum received').textContent()
    await swap.getByRole('textbox', { name: 'Slippage tolerance (%)' }).fill('5')
    await expect.poll(() => value('Slippage tolerance').textContent()).toBe('5%')
    expect(await value('Minimum received').textContent()).not.toBe(minimumAt1)
    await swap.getByRole('textbox', { name: 'Slippage tolerance (%)' }).fill('1')
    await expect.poll(() => value('Slippage tolerance').textContent()).toBe('1%')
    await swap.getByRole('button', { name: 'Review swap' }).click()

    let preview = page.getByRole('dialog', { name: 'Review Swap' })
    await preview.getByText('1.000 ETH').waitFor()
    await preview.getByRole('button', { name: 'Swap', exact: true }).click()
    await waitForSwapped(demo, preview, /^Swapped 1\.000 ETH for [\d.,]+ PUSD$/)
    // Once mined, the kit's toast (spec §9: 150 ms after).
    await page.locator('[data-portico-layer="toast"]').getByText('Swap completed').waitFor()
    await expect.poll(() => tokenOf('PUSD', wallet.address)).toBeGreaterThan(pusdBefore)
    await expect.poll(() => client.getBalance({ address: wallet.address })).toBeLessThan(ethBefore - parseEther('1'))
    await preview.getByRole('button', { name: 'Done' }).click()

    // PUSD -> PTK: an ERC-20, approved first, then swapped.
    const pusdMid = await tokenOf('PUSD', wallet.address)
    const ptkBefore = await tokenOf('PTK', wallet.address)
    swap = await openSwap(demo)
    await swap.getByRole('combobox', { name: 'You pay' }).selectOption({ label: 'PUSD — Portico USD' })
    await swap.getByRole('combobox', { name: 'You receive' }).selectOption({ label: 'PTK — Portico Token' })
    await swap.getByRole('textbox', { name: 'Amount to pay' }).fill('10')
    await value('Minimum received').waitFor()
    expect(await value('Receive (estimated)').textContent()).toMatch(/ PTK$/)
    await swap.getByRole('button', { name: 'Review swap' }).click()
    preview = page.getByRole('dialog', { name: 'Review Swap' })
    // The wallet declines the approval: said so, and it can be asked again.
    wallet.setMode('reject')
    await preview.getByRole('button', { name: 'Approve PUSD' }).click()
    await preview.getByRole('alert').getByText('The wallet declined the transaction.').waitFor()
    wallet.setMode('approve')
    await preview.getByRole('button', { name: 'Approve PUSD' }).click()
    await preview.getByRole('button', { name: 'Swap', exact: true }).waitFor()
    await preview.getByRole('button', { name: 'Swap', exact: true }).click()
    await waitForSwapped(demo, preview, /^Swapped 10\.000 PUSD for [\d.,]+ PTK$/)
    await expect.poll(() => tokenOf('PTK', wallet.address)).toBeGreaterThan(ptkBefore)
    expect(await tokenOf('PUSD', wallet.address)).toBe(pusdMid - parseUnits('10', 6))

    // Activity: the token swap as a trade, once the history has it (no longer pending).
    await preview.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Activity' }).click()
    const activity = page.getByRole('dialog', { name: 'Activity' })
    await activity.getByText('Traded', { exact: true }).first().waitFor()
    await expect.poll(() => activity.getByText('Pending', { exact: true }).count(), { timeout: 15_000 }).toBe(0)
    await expect.poll(() => activity.getByText('Traded', { exact: true }).count()).toBeGreaterThanOrEqual(1)
  })

  test("a network without swaps: 'Network not supported for Swaps'", async () => {
    const proxy = await startFailingProxy(inject('serverUrl'))
    proxy.answering.set('/v1/swap/tokens', { status: 400, code: 'swaps_network_not_supported', message: 'Network not supported for Swaps' })
    try {
      const demo = await open({ accountIndex: OFF_NETWORK, query: `?server=${encodeURIComponent(proxy.url)}&projectId=${inject('projectId')}` })
      await connectTestWallet(demo)
      const swap = await openSwap(demo)
      await swap.getByRole('alert').getByText('Network not supported for Swaps').waitFor()
    } finally {
      await proxy.close()
    }
  })
})
