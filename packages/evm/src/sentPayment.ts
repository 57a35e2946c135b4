import type { AdapterFindSentPaymentParameters, PaymentCheckpoint, SentPaymentSearch } from '@portico/core'
import type { Address, Client } from 'viem'
import { getBlock, getBlockNumber, getTransactionCount } from 'viem/actions'
import { erc20TransferData } from './transfers'

/** The account's next nonce, counting its pending transactions, and the chain's head: taken before the wallet is asked to pay. */
export async function paymentCheckpoint(client: Client, address: string): Promise<PaymentCheckpoint> {
  const [nonce, block] = await Promise.all([getTransactionCount(client, { address: address as Address, blockTag: 'pending' }), getBlockNumber(client, { cacheTime: 0 })])
  return { nonce, block: block.toString() }
}

/**
 * Whether the transaction with the checkpoint's nonce is mined, and whether it is the payment.
 * The block that holds it is found by bisection on the account's nonce at each block (a few
 * `eth_getTransactionCount` calls), so no block is scanned but that one.
 */
export async function findSentPayment(client: Client, { from, checkpoint, to, token, value }: Omit<AdapterFindSentPaymentParameters, 'network'>): Promise<SentPaymentSearch> {
  const address = from as Address
  const nonceAt = (block: bigint) => getTransactionCount(client, { address, blockNumber: block })
  // cacheTime 0: a client's cached head would hide the blocks mined since.
  const head = await getBlockNumber(client, { cacheTime: 0 })
  if ((await nonceAt(head)) <= checkpoint.nonce) return { status: 'waiting' }
  // nonceAt(low) <= nonce < nonceAt(high): the transaction is in a block of (low, high].
  let low = BigInt(checkpoint.block)
  let high = head
  while (high - low > 1n) {
    const middle = (low + high) / 2n
    if ((await nonceAt(middle)) > checkpoint.nonce) high = middle
    else low = middle
  }
  const block = await getBlock(client, { blockNumber: high, includeTransactions: true })
  const sent = block.transactions.find((tx) => tx.from.toLowerCase() === address.toLowerCase() && tx.nonce === checkpoint.nonce)
  if (!sent) return { status: 'other' }
  const isPayment = token
    ? sent.to?.toLowerCase() === token.toLowerCase() && sent.input.toLowerCase() === erc20TransferData(to, value).toLowerCase()
    : sent.to?.toLowerCase() === to.toLowerCase() && sent.value === value
  return isPayment ? { status: 'sent', hash: sent.hash } : { status: 'other' }
}
