import type { Kysely } from 'kysely'
import { bytesToHex, createWalletClient, defineChain, type Hex, http, publicActions, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainConfig } from '../chains/chains.ts'
import { withGasHeadroom } from '../chains/gasHeadroom.ts'
import type { PaymasterClient } from 'viem/account-abstraction'
import { UnknownChainError, UpstreamUnavailableError } from '../chains/errors.ts'
import type { Database } from '../db/schema.ts'
import { BadRequestError } from '../errors.ts'
import type { MasterKey } from './masterKey.ts'
import { EmbeddedError } from './errors.ts'
import { openPrivateKey } from './sealKey.ts'
import { sendSerialized } from './sendSerialized.ts'
import type { Call } from './smartAccount.ts'
import { signAsSmartAccount } from './smartAccountSigner.ts'

/** What the frame asks the server to sign, after the user approved it inside the frame. */
export type SignRequest =
  | { method: 'personal_sign'; message: Hex; account?: AccountType; chainId?: number }
  | { method: 'eth_signTypedData_v4'; typedData: TypedDataDefinition; account?: AccountType; chainId?: number }
  | { method: 'eth_sendTransaction'; chainId: number; transaction: { to: Hex; value?: bigint; data?: Hex; gas?: bigint }; account?: AccountType }
  | { method: 'wallet_sendCalls'; chainId: number; calls: readonly Call[] }

type AccountType = 'eoa' | 'smartAccount'

/**
 * Opens the user's EOA key (the only place it is ever in the clear: this process, for one call),
 * runs `use` with a viem account on it and wipes the key.
 */
async function withAccount<T>(
  db: Kysely<Database>,
  parameters: { userId: string; master: MasterKey },
  use: (account: ReturnType<typeof privateKeyToAccount>) => Promise<T>,
): Promise<T> {
  const wallet = await db
    .selectFrom('embedded_wallets')
    .select(['address', 'sealed_key'])
    .where('user_id', '=', parameters.userId)
    .where('type', '=', 'eoa')
    .executeTakeFirstOrThrow()
  const secret = openPrivateKey(parameters.master, wallet.sealed_key, { userId: parameters.userId, address: wallet.address })
  try {
    const account = privateKeyToAccount(bytesToHex(secret))
    if (account.address !== wallet.address) throw new Error(`The sealed key of user ${parameters.userId} is not its wallet's`)
    return await use(account)
  } finally {
    secret.fill(0)
  }
}

/**
 * Signs for the user of a live session: a message (EIP-191), typed data (EIP-712), or a transaction
 * it also sends on one of the server's chains (gas and fees from the chain; the nonce explicit, one
 * send of the address at a time across instances: `sendSerialized`). With `account: 'smartAccount'`
 * (and always for `wallet_sendCalls`) the user's Safe acts instead, the EOA signing for it
 * (`signAsSmartAccount`: ERC-1271/6492 signatures, one UserOperation per send).
 *
 * @returns the signature, the transaction hash, or a batch's id.
 * @throws {BadRequestError} typed data viem cannot encode; {UnknownChainError}; {UpstreamUnavailableError} when the chain refuses or is down.
 */
export async function signForUser(
  db: Kysely<Database>,
  parameters: {
    userId: string
    master: MasterKey
    chains: readonly ChainConfig[]
    request: SignRequest
    /** Who pays a smart account's gas on a chain (the project's paymaster), if anyone but the account. */
    sponsor?: ((chainId: number) => Promise<PaymasterClient | undefined>) | undefined
  },
): Promise<{ signature: Hex } | { hash: Hex } | { id: Hex }> {
  const { request } = parameters
  return withAccount(db, parameters, async (account) => {
    if (request.method === 'wallet_sendCalls' || request.account === 'smartAccount') {
      if (request.chainId === undefined) throw new BadRequestError('body.chainId: required for the smart account')
      return signAsSmartAccount(account, parameters.chains, { ...request, chainId: request.chainId } as never, parameters.sponsor)
    }
    if (request.method === 'personal_sign') return { signature: await account.signMessage({ message: { raw: request.message } }) }
    if (request.method === 'eth_signTypedData_v4') {
      try {
        return { signature: await account.signTypedData(request.typedData) }
      } catch (cause) {
        throw new BadRequestError(`Invalid typed data: ${(cause as Error).message.split('\n')[0]}`, { cause })
      }
    }
    const chain = parameters.chains.find((c) => c.chainId === request.chainId)
    if (!chain) throw new UnknownChainError({ chainId: String(request.chainId) })
    const viemChain = defineChain({ id: chain.chainId, name: chain.name, nativeCurrency: chain.nativeCurrency, rpcUrls: { default: { http: [chain.rpcUrl] } } })
    const client = createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl, { retryCount: 0, timeout: 20_000 }) }).extend(publicActions)
    try {
      // One send of this address at a time across instances, with an explicit nonce (two at once never share one).
      const hash = await sendSerialized(
        db,
        { chainId: chain.chainId, address: account.address, pendingNonce: () => client.getTransactionCount({ address: account.address, blockTag: 'pending' }) },
        async (nonce) => {
          const transaction = { ...request.transaction, nonce }
          return client.sendTransaction({ ...transaction, gas: transaction.gas ?? withGasHeadroom(await client.estimateGas(transaction)) })
        },
      )
      return { hash }
    } catch (cause) {
      if (cause instanceof EmbeddedError) throw cause
      const message = (cause as { shortMessage?: string; message?: string }).shortMessage ?? String(cause)
      // The chain answered (insufficient funds, a revert on estimate): the visitor's problem, said plainly.
      if (/insufficient funds|execution reverted|nonce|gas/i.test(message)) throw new BadRequestError(message, { cause })
      throw new UpstreamUnavailableError({ chainId: chain.chainId, cause })
    }
  })
}
