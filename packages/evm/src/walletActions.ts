/**
 * The adapter's interaction actions, which pull in most of viem and wagmi (connect, transaction
 * preparation, receipts, signing, chain switching). They live in their own module so bundlers put
 * them in a lazy chunk: a page pays for them on the first interaction (or on idle), not on load.
 * Each takes the adapter's {@link EvmContext} first; `evmAdapter`'s methods call them (this is the
 * package's one lazy module: `evmAdapter` imports it with `import('./walletActions')`).
 */
import type {
  AdapterConnectParameters,
  AdapterDisconnectParameters,
  AdapterEstimateTransferFeeParameters,
  AdapterFindSentPaymentParameters,
  AdapterGetBalanceParameters,
  AdapterSendTransactionParameters,
  AdapterSignMessageParameters,
  AdapterSwitchConnectionParameters,
  AdapterSwitchNetworkParameters,
  AdapterTransferTokenParameters,
  AdapterWaitForTransactionParameters,
  AdapterGetTokenBalanceParameters,
  AdapterGetTokenParameters,
  Balance,
  ConnectionData,
  PaymentCheckpoint,
  SentPaymentSearch,
  TokenInfo,
  TransactionOutcome,
} from '@portico/core'
import { ConnectorNotConnectedError } from '@portico/core'
import { toDecimalString } from '@portico/core/internal'
import {
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  sendTransaction as wagmiSendTransaction,
  signMessage as wagmiSignMessage,
  switchConnection as wagmiSwitchConnection,
  waitForTransactionReceipt,
} from '@wagmi/core'
import { type Address, type EIP1193Provider, erc20Abi, type Hex } from 'viem'
import { readContract } from 'viem/actions'
import { type EvmContext, toConnectionData } from './evmContext'
import { findChain, findConnection, findConnector } from './lookups'
import { findSentPayment as findSent, paymentCheckpoint as checkpointOf } from './sentPayment'
import { switchOrAddChain } from './switchOrAddChain'
import { erc20TransferData, estimateTransferFee as estimateFee } from './transfers'

export { getCallsStatus, getCapabilities, sendCalls, showCallsStatus } from './calls'

/**
 * Connects the connector; wagmi keeps it beside the live ones (its `connections`) and makes it the
 * current one. A connector already connected is made current and returned as it is.
 */
export async function connect(ctx: EvmContext, { connectorId }: AdapterConnectParameters): Promise<ConnectionData> {
  const connector = findConnector(ctx, connectorId)
  const existing = findConnection(ctx, connectorId)
  if (existing) {
    await switchConnection(ctx, { connectorId })
    return toConnectionData(existing)
  }
  const result = await wagmiConnect(ctx.config, { connector })
  return { connectorId, accounts: result.accounts, chainId: result.chainId }
}

/** Disconnects this connector's connection only; wagmi's other connections stay live. */
export async function disconnect(ctx: EvmContext, { connectorId }: AdapterDisconnectParameters): Promise<void> {
  const connection = findConnection(ctx, connectorId)
  if (connection) await wagmiDisconnect(ctx.config, { connector: connection.connector })
}

/** Makes the connector's live connection wagmi's current one (what wagmi's hooks show); nothing when it already is. */
export async function switchConnection(ctx: EvmContext, { connectorId }: AdapterSwitchConnectionParameters): Promise<void> {
  const connection = findConnection(ctx, connectorId)
  if (!connection) throw new ConnectorNotConnectedError({ connectorId, chainNamespace: 'eip155' })
  if (ctx.config.state.current === connection.connector.uid) return
  await wagmiSwitchConnection(ctx.config, { connector: connection.connector })
}

export async function switchNetwork(ctx: EvmContext, { connectorId, network }: AdapterSwitchNetworkParameters): Promise<void> {
  const provider = (await findConnector(ctx, connectorId).getProvider()) as EIP1193Provider
  await switchOrAddChain(provider, findChain(ctx, network.id))
}

export async function getBalance(ctx: EvmContext, { address, network }: AdapterGetBalanceParameters): Promise<Balance> {
  // A plain eth_getBalance: viem's getBalance action drags in its multicall path (~20 kB gzip).
  const chain = findChain(ctx, network.id)
  const hex = await ctx.config.getClient({ chainId: chain.id }).request({ method: 'eth_getBalance', params: [address as Hex, 'latest'] })
  const value = BigInt(hex)
  const { decimals, symbol } = chain.nativeCurrency
  return { value, decimals, symbol, formatted: toDecimalString(value, decimals) }
}

/** The live connection's connector, else the configured one (signing without a connection fails in the wallet). */
const signerOf = (ctx: EvmContext, connectorId: string) => findConnection(ctx, connectorId)?.connector ?? findConnector(ctx, connectorId)

export function signMessage(ctx: EvmContext, { connectorId, address, message }: AdapterSignMessageParameters): Promise<string> {
  return wagmiSignMessage(ctx.config, { connector: signerOf(ctx, connectorId), account: address as Hex, message })
}

export function sendTransaction(ctx: EvmContext, { connectorId, address, network, to, value, data, gas, nonce }: AdapterSendTransactionParameters): Promise<string> {
  return wagmiSendTransaction(ctx.config, {
    connector: signerOf(ctx, connectorId),
    account: address as Hex,
    chainId: findChain(ctx, network.id).id,
    to: to as Hex,
    value,
    data: data as Hex | undefined,
    gas,
    nonce,
  })
}

/** An ERC-20 `transfer` is a transaction to the token contract with its calldata. */
export function transferToken(ctx: EvmContext, { token, to, amount, ...rest }: AdapterTransferTokenParameters): Promise<string> {
  return sendTransaction(ctx, { ...rest, to: token, data: erc20TransferData(to, amount) })
}

export function estimateTransferFee(ctx: EvmContext, { network, ...parameters }: AdapterEstimateTransferFeeParameters): Promise<bigint> {
  return estimateFee(ctx.config.getClient({ chainId: findChain(ctx, network.id).id }), parameters)
}

/** Where the account stands before the wallet is asked for a payment (Pay). */
export function paymentCheckpoint(ctx: EvmContext, { address, network }: { address: string; network: AdapterFindSentPaymentParameters['network'] }): Promise<PaymentCheckpoint> {
  return checkpointOf(ctx.config.getClient({ chainId: findChain(ctx, network.id).id }), address)
}

/** The payment the wallet was asked for after the checkpoint, if it is mined (Pay, after a reload). */
export function findSentPayment(ctx: EvmContext, { network, ...parameters }: AdapterFindSentPaymentParameters): Promise<SentPaymentSearch> {
  return findSent(ctx.config.getClient({ chainId: findChain(ctx, network.id).id }), parameters)
}

export async function waitForTransaction(ctx: EvmContext, { hash, network }: AdapterWaitForTransactionParameters): Promise<TransactionOutcome> {
  const receipt = await waitForTransactionReceipt(ctx.config, { hash: hash as Hex, chainId: findChain(ctx, network.id).id })
  return { status: receipt.status, blockNumber: receipt.blockNumber, blockHash: receipt.blockHash }
}

/** An ERC-20's name, symbol and decimals, read in one round of calls. */
export async function getToken(ctx: EvmContext, { network, token }: AdapterGetTokenParameters): Promise<TokenInfo> {
  const client = ctx.config.getClient({ chainId: findChain(ctx, network.id).id })
  const read = <name extends 'name' | 'symbol' | 'decimals'>(functionName: name) =>
    readContract(client, { address: token as Address, abi: erc20Abi, functionName })
  const [name, symbol, decimals] = await Promise.all([read('name'), read('symbol'), read('decimals')])
  return { name, symbol, decimals }
}

/** What `address` holds of an ERC-20 (`balanceOf`). */
export function getTokenBalance(ctx: EvmContext, { address, network, token }: AdapterGetTokenBalanceParameters): Promise<bigint> {
  const client = ctx.config.getClient({ chainId: findChain(ctx, network.id).id })
  return readContract(client, { address: token as Address, abi: erc20Abi, functionName: 'balanceOf', args: [address as Address] })
}
