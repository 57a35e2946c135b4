import { truncateAddress } from '@portico/core'
import { parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, inject, test } from 'vitest'
import { startFailingProxy } from './failingProxy'
import { fundAccount } from './fund'
import { connectTestWallet, type Demo, devnetClient, useDemo } from './harness'
import { e2eAccounts } from './accounts'

const open = useDemo()
const mnemonic = 'test test test test test test test test test test test junk'
// Accounts no other test file uses: the one that registers a name, and the one that sends to it.
const { owner: OWNER, sender: SENDER, errors: ERRORS } = e2eAccounts.names.evm
const ownerAddress = mnemonicToAccount(mnemonic, { addressIndex: OWNER }).address
// Unique per run: the server's database outlives a retried test.
const name = `e2e-owner-${Date.now().toString(36)}`

async function openChooseName(demo: Demo) {
  await demo.page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Choose a name' }).click()
  return demo.page.getByRole('dialog', { name: 'Choose a Name' })
}

describe('names on the devnet', () => {
  test('register a name (the wallet signs), see it in the Account view, and send to it by name', async () => {
    const owner = await open({ accountIndex: OWNER })
    await connectTestWallet(owner)
    let choose = await openChooseName(owner)
    const field = choose.getByRole('textbox', { name: 'Name' })
    // Checked as it is typed: too short, then bad characters, then asked of the server.
    await field.fill('ab')
    await choose.getByRole('status').getByText('Use at least 4 characters.').waitFor()
    await field.fill('ab_cd')
    await choose.getByRole('status').getByText('Use only letters, digits and hyphens.').waitFor()
    await field.fill(name.toUpperCase())
    await choose.getByRole('status').getByText(`${name} is available`).waitFor()
    // An avatar for the name (signed with it): a link to an image, nothing else.
    const avatarField = choose.getByRole('textbox', { name: 'Avatar image URL (optional)' })
    await avatarField.fill('javascript:alert(1)')
    await choose.getByText('Enter an https:// or http:// link to an image.').waitFor()
    expect(await choose.getByRole('button', { name: 'Register name' }).getAttribute('aria-disabled')).toBe('true')
    const avatar = `${inject('serverUrl')}/v1/network-images/eip155-1.svg`
    await avatarField.fill(avatar)
    // The wallet declines to sign: said so, and nothing registered; then it signs.
    owner.wallet.setMode('reject')
    await choose.getByRole('button', { name: 'Register name' }).click()
    await choose.getByRole('alert').getByText('The wallet declined the signature.').waitFor()
    owner.wallet.setMode('approve')
    await choose.getByRole('button', { name: 'Register name' }).click()
    const success = owner.page.getByRole('dialog', { name: 'Name Registered' })
    await success.getByRole('status').getByText(`${name} is your name`).waitFor()
    await success.getByRole('button', { name: 'Done' }).click()
    const account = owner.page.getByRole('dialog', { name: 'Account' })
    await account.getByText(`Name: ${name}`).waitFor()
    await account.getByText(truncateAddress(ownerAddress)).waitFor()
    // Named: nothing more to choose.
    expect(await account.getByRole('button', { name: 'Choose a name' }).count()).toBe(0)
    // The name's avatar, loaded, in place of the address's gradient.
    const picture = account.locator(`img[src="${avatar}"]`)
    await picture.waitFor()
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    // The account button shows the name (and the avatar) rather than the address.
    await owner.page.keyboard.press('Escape')
    await account.waitFor({ state: 'detached' })
    const accountButton = owner.page.locator('[data-portico-button]')
    await expect.poll(() => accountButton.innerText()).toContain(name)
    expect(await accountButton.innerText()).not.toContain(truncateAddress(ownerAddress))
    expect(await accountButton.locator(`img[src="${avatar}"]`).count()).toBe(1)
    await owner.close()

    const sender = await open({ accountIndex: SENDER })
    await fundAccount(sender.wallet.address)
    await connectTestWallet(sender)
    const { page } = sender

    // The name is taken: suggestions instead, and choosing one puts it in the field.
    choose = await openChooseName(sender)
    await choose.getByRole('textbox', { name: 'Name' }).fill(name)
    await choose.getByRole('status').getByText(`${name} is taken`).waitFor()
    const suggestions = choose.getByRole('list', { name: 'Available names' }).getByRole('button')
    await suggestions.first().waitFor()
    const suggestion = (await suggestions.first().textContent()) ?? ''
    expect(suggestion.startsWith(name)).toBe(true)
    await suggestions.first().click()
    await expect.poll(() => choose.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(suggestion)
    await choose.getByRole('status').getByText(`${suggestion} is available`).waitFor()
    await page.getByRole('button', { name: 'Back' }).click()

    // Send 1 ETH to the name: the preview shows the name and its account; the owner's balance rises by 1 ETH.
    const client = devnetClient(0)
    const before = await client.getBalance({ address: ownerAddress })
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send', exact: true }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await send.getByRole('combobox', { name: 'Token' }).waitFor()
    await send.getByRole('textbox', { name: 'Amount' }).fill('1')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill('nobody-has-this-name')
    await send.getByRole('button', { name: 'Review send' }).click()
    await send.getByRole('alert').getByText('No account has this name').waitFor()
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(name)
    await send.getByRole('button', { name: 'Review send' }).click()
    const preview = page.getByRole('dialog', { name: 'Review Send' })
    await preview.getByText(name).waitFor()
    await preview.getByText(truncateAddress(ownerAddress)).waitFor()
    await preview.getByRole('button', { name: 'Send', exact: true }).click()
    await preview.getByRole('status').getByText('Sent 1.000 ETH').waitFor()
    await expect.poll(() => client.getBalance({ address: ownerAddress })).toBe(before + parseEther('1'))
  })

  test("the server failing: 'Error fetching name suggestions', 'Error registering name', 'Error resolving name'", async () => {
    const proxy = await startFailingProxy(inject('serverUrl'))
    try {
      const demo = await open({ accountIndex: ERRORS, query: `?server=${encodeURIComponent(proxy.url)}&projectId=${inject('projectId')}` })
      await connectTestWallet(demo)
      const { page } = demo

      proxy.failing.add('/v1/names/suggestions')
      const choose = await openChooseName(demo)
      await choose.getByRole('textbox', { name: 'Name' }).fill('e2e-suggestions-down')
      await choose.getByRole('alert').getByText('Error fetching name suggestions').waitFor()

      proxy.failing.clear()
      proxy.failing.add('/v1/names/register')
      const free = `e2e-free-${Date.now().toString(36)}`
      await choose.getByRole('textbox', { name: 'Name' }).fill(free)
      await choose.getByRole('status').getByText(`${free} is available`).waitFor()
      await choose.getByRole('button', { name: 'Register name' }).click()
      await choose.getByRole('alert').getByText('Error registering name').waitFor()
      await page.getByRole('button', { name: 'Back' }).click()

      proxy.failing.clear()
      proxy.failing.add('/v1/names/lookup')
      await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send', exact: true }).click()
      const send = page.getByRole('dialog', { name: 'Send' })
      await send.getByRole('textbox', { name: 'Amount' }).fill('1')
      await send.getByRole('textbox', { name: 'Receiver address' }).fill('someone-somewhere')
      await send.getByRole('button', { name: 'Review send' }).click()
      await send.getByRole('alert').getByText('Error resolving name').waitFor()
    } finally {
      await proxy.close()
    }
  })
})
