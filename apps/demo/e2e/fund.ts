import { devnetTokenAddresses } from '@portico/devnet'
import { type Address, createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { inject } from 'vitest'
import { devnetClient } from './harness'

/**
 * Gives an account past the 10 the devnet funds 10 ETH and 100 PUSD on the first devnet chain, from
 * anvil's unlocked first account, and waits until they are mined: the account then has balances
 * and incoming activity of its own, shared with no other test file. `transfers` > 1 adds that many
 * more small ETH transfers (a long Activity list).
 */
export async function fundAccount(to: Address, { transfers = 1 }: { transfers?: number } = {}) {
  const wallet = createWalletClient({ transport: http(inject('rpcUrls')[0]) })
  const [from] = await wallet.getAddresses()
  if (!from) throw new Error('the devnet has no unlocked account')
  const hashes = [
    await wallet.sendTransaction({ account: from, chain: null, to, value: parseEther('10') }),
    await wallet.writeContract({ account: from, chain: null, address: devnetTokenAddresses.PUSD, abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits('100', 6)] }),
  ]
  for (let i = 1; i < transfers; i += 1) hashes.push(await wallet.sendTransaction({ account: from, chain: null, to, value: parseEther('0.001') }))
  const client = devnetClient(0)
  for (const hash of hashes) await client.waitForTransactionReceipt({ hash })
}
