import {
  type Address,
  type Chain,
  type EstimateGasParameters,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  publicActions,
  type SendTransactionParameters,
  type TypedDataDefinition,
} from 'viem'
import type { HDAccount, LocalAccount } from 'viem/accounts'
import { InvalidParamsError, UnauthorizedError } from './errors.ts'
import type { WalletChain } from './types.ts'

/** What signs for the page: the mnemonic's account, or the Safe it owns (smart-account mode). */
export type Signer = Pick<LocalAccount, 'address' | 'signMessage' | 'signTypedData'>

/** Throws 4100 unless `address` (when given) is the wallet's current account. */
export function assertOwnAddress(account: Signer, address: unknown): void {
  if (address === undefined || address === null) return
  if (typeof address !== 'string' || !isAddress(address, { strict: false }) || !isAddressEqual(address, account.address)) {
    throw new UnauthorizedError()
  }
}

/**
 * `personal_sign`: params `[message, address]`. A hex message is signed as raw bytes, anything
 * else as UTF-8 text. Also accepts the legacy `[address, message]` order.
 */
export async function personalSign(account: Signer, params: unknown): Promise<Hex> {
  if (!Array.isArray(params) || params.length < 1) throw new InvalidParamsError('personal_sign expects [message, address].')
  let [message, address] = params as [unknown, unknown]
  if (isOwnAddress(account, message) && !isOwnAddress(account, address)) [message, address] = [address, message]
  if (typeof message !== 'string') throw new InvalidParamsError('personal_sign: the message must be a string.')
  assertOwnAddress(account, address)
  return account.signMessage({ message: isHex(message, { strict: true }) ? { raw: message } : message })
}

/** `eth_signTypedData_v4`: params `[address, typedData]` (typed data as JSON text or object). */
export async function signTypedDataV4(account: Signer, params: unknown): Promise<Hex> {
  if (!Array.isArray(params) || params.length < 2) throw new InvalidParamsError('eth_signTypedData_v4 expects [address, typedData].')
  const [address, raw] = params as [unknown, unknown]
  assertOwnAddress(account, address)
  let typedData: TypedDataDefinition
  try {
    typedData = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition
  } catch {
    throw new InvalidParamsError('eth_signTypedData_v4: the typed data is not valid JSON.')
  }
  if (!typedData || typeof typedData !== 'object' || !('types' in typedData) || !('primaryType' in typedData)) {
    throw new InvalidParamsError('eth_signTypedData_v4: expected { domain, types, primaryType, message }.')
  }
  try {
    return await account.signTypedData(typedData)
  } catch (error) {
    throw new InvalidParamsError(`eth_signTypedData_v4: ${(error as { shortMessage?: string }).shortMessage ?? (error as Error).message}`)
  }
}

type TransactionParams = {
  from?: string
  to?: string | null
  data?: string
  input?: string
  value?: string
  gas?: string
  gasPrice?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
  nonce?: string
  chainId?: string
}

/**
 * `eth_sendTransaction`: signs with the wallet's key and sends the raw transaction to the
 * chain's RPC; nonce, gas and fees are filled in when the dapp leaves them out.
 */
export async function sendTransaction(account: HDAccount, chain: WalletChain, params: unknown): Promise<Hex> {
  const request = { account, chain: toViemChain(chain), ...transactionRequest(account, chain, params) } as SendTransactionParameters<Chain, HDAccount>
  const client = createWalletClient({ account, chain: toViemChain(chain), transport: http(chain.rpcUrl, { retryCount: 0 }) }).extend(publicActions)
  // Without a gas limit from the dapp, half again the node's estimate, as MetaMask does: code that
  // writes only when the block time moved (an oracle, a price accumulator) costs more in the block
  // that includes the transaction than in the pending one the node estimated on.
  const gas = request.gas ?? withHeadroom(await client.estimateGas(request as EstimateGasParameters<Chain>))
  return client.sendTransaction({ ...request, gas })
}

/** A gas estimate with half again on top. */
export function withHeadroom(estimate: bigint): bigint {
  return estimate + estimate / 2n
}

/** `eth_sendTransaction`'s params, checked (from is the wallet's account, the chain the current one) and as viem takes them. */
export function transactionRequest(account: Signer, chain: WalletChain, params: unknown) {
  const tx = (Array.isArray(params) ? params[0] : undefined) as TransactionParams | undefined
  if (!tx || typeof tx !== 'object') throw new InvalidParamsError('eth_sendTransaction expects [transaction].')
  assertOwnAddress(account, tx.from)
  if (tx.chainId !== undefined && quantity(tx.chainId, 'chainId') !== BigInt(chain.id)) {
    throw new InvalidParamsError(`eth_sendTransaction: chainId ${tx.chainId} is not the current chain (${chain.id}).`)
  }
  if (tx.to !== undefined && tx.to !== null && !isAddress(tx.to, { strict: false })) {
    throw new InvalidParamsError(`eth_sendTransaction: invalid "to" address ${tx.to}.`)
  }
  const data = tx.data ?? tx.input
  if (data !== undefined && !isHex(data)) throw new InvalidParamsError('eth_sendTransaction: "data" must be hex.')
  return {
    to: (tx.to ?? undefined) as Address | undefined,
    data: data as Hex | undefined,
    value: optionalQuantity(tx.value, 'value'),
    gas: optionalQuantity(tx.gas, 'gas'),
    nonce: tx.nonce === undefined ? undefined : hexToNumber(quantityHex(tx.nonce, 'nonce')),
    ...(tx.gasPrice !== undefined
      ? { gasPrice: optionalQuantity(tx.gasPrice, 'gasPrice') }
      : {
          maxFeePerGas: optionalQuantity(tx.maxFeePerGas, 'maxFeePerGas'),
          maxPriorityFeePerGas: optionalQuantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
        }),
  }
}

function isOwnAddress(account: Signer, value: unknown): boolean {
  return typeof value === 'string' && isAddress(value, { strict: false }) && isAddressEqual(value, account.address)
}

function quantityHex(value: unknown, field: string): Hex {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw new InvalidParamsError(`eth_sendTransaction: "${field}" must be a hex quantity.`)
  }
  return value as Hex
}

function quantity(value: unknown, field: string): bigint {
  return hexToBigInt(quantityHex(value, field))
}

function optionalQuantity(value: unknown, field: string): bigint | undefined {
  return value === undefined || value === null ? undefined : quantity(value, field)
}

/** A chain the wallet knows, as viem wants it. */
export function toViemChain({ id, name, rpcUrl }: WalletChain): Chain {
  return defineChain({
    id,
    name: name ?? `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}
