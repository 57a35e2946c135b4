import { describe, expect, test } from 'vitest'
import { chainIds, connectTestWallet, useDemo } from './harness'
import { e2eAccounts } from './accounts'

const accounts = e2eAccounts.networks

const open = useDemo()

describe('networks', () => {
  test('a chain the wallet does not know is added (4902) and switched to; a known one is switched to', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet })
    const { page, wallet } = demo
    await connectTestWallet(demo)
    await page.getByRole('button', { name: 'Network: Portico Devnet' }).click()
    const networks = page.getByRole('dialog', { name: 'Choose Network' })
    await networks.getByRole('button', { name: 'Portico Devnet 2', exact: true }).click()

    await page.getByRole('dialog', { name: 'Account' }).getByText('Network: Portico Devnet 2').waitFor()
    const methods = wallet.requests.map((r) => r.method)
    const firstSwitch = methods.indexOf('wallet_switchEthereumChain')
    expect(firstSwitch).toBeGreaterThanOrEqual(0)
    expect(methods.indexOf('wallet_addEthereumChain')).toBeGreaterThan(firstSwitch)
    expect(wallet.requests[firstSwitch]).toMatchObject({ outcome: 'error', error: { code: 4902 } })
    expect(wallet.chainId).toBe(chainIds.devnet2)
    expect(await page.getByTestId('network').textContent()).toBe('Portico Devnet 2 (eip155:31338)')

    // Back to a chain the wallet knows: a plain switch, no add.
    const adds = methods.filter((m) => m === 'wallet_addEthereumChain').length
    await page.getByRole('button', { name: 'Network: Portico Devnet 2' }).click()
    await page.getByRole('button', { name: 'Portico Devnet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByText('Network: Portico Devnet', { exact: true }).waitFor()
    expect(wallet.requests.filter((r) => r.method === 'wallet_addEthereumChain').length).toBe(adds)
    expect(wallet.chainId).toBe(chainIds.devnet)
  })

  test('a declined switch shows the error with a retry, and retry switches', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet })
    const { page, wallet } = demo
    await connectTestWallet(demo)
    wallet.setMode('reject')
    await page.getByRole('button', { name: 'Network: Portico Devnet' }).click()
    await page.getByRole('button', { name: 'Portico Devnet 2', exact: true }).click()
    const switching = page.getByRole('dialog', { name: 'Portico Devnet 2' })
    await switching.getByText('Switch declined').waitFor()
    expect(wallet.chainId).toBe(chainIds.devnet)

    wallet.setMode('approve')
    await switching.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByText('Network: Portico Devnet 2').waitFor()
    expect(wallet.chainId).toBe(chainIds.devnet2)
  })

  test('a wallet on a network the app does not configure shows UnsupportedChain, and switching fixes it', async () => {
    const demo = await open({ accountIndex: accounts.evm.strayChain, walletChains: [0, 2] })
    const { page, wallet } = demo
    await connectTestWallet(demo)
    await page.keyboard.press('Escape')
    await wallet.switchChain(chainIds.stray)
    const unsupported = page.getByRole('dialog', { name: 'Switch Network' })
    await unsupported.getByText("This app doesn't support your current network.", { exact: false }).waitFor()
    await page.getByRole('button', { name: /Wrong network/ }).waitFor()
    await unsupported.getByRole('button', { name: 'Portico Devnet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByText('Network: Portico Devnet', { exact: true }).waitFor()
    expect(wallet.chainId).toBe(chainIds.devnet)
  })
})
