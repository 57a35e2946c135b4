import { describe, test } from 'vitest'
import { e2eAccounts, evmAddressOf } from './accounts'
import { fundAccount } from './fund'
import { connectTestWallet, useDemo } from './harness'

const open = useDemo()
// This file's own accounts: no other e2e file sends from or to them.
const { sender: SENDER, receiver } = e2eAccounts.simulationReview.evm
const RECEIVER = evmAddressOf(receiver)

describe('the kit’s review step, with an injected wallet', () => {
  test('the Send preview shows what the send changes, simulated before the wallet is asked: −0.01 ETH', async () => {
    await fundAccount(evmAddressOf(SENDER))
    const demo = await open({ accountIndex: SENDER })
    await connectTestWallet(demo)
    const { page } = demo
    await page.getByRole('dialog', { name: 'Account' }).getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Send' }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.01')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(RECEIVER)
    await send.getByRole('button', { name: 'Review send' }).click()
    const changes = page.getByRole('dialog', { name: 'Review Send' }).getByRole('region', { name: 'What changes' })
    await changes.getByText('−0.01 ETH', { exact: true }).waitFor()
  })
})
