/**
 * EIP-5792 for every EVM wallet (part of the lazy wallet actions): the batch goes to the wallet's own
 * `wallet_sendCalls` when it has one; a wallet without it gets one `eth_sendTransaction` per call, in
 * order, and the result says `mode: 'sequential'`. A sequential batch's id is built as viem builds
 * its fallback ids (the hashes, the chain id, then a marker), so `getCallsStatus` reads it from the
 * receipts on the chain.
 */
import type {
  AdapterCallsIdParameters,
  AdapterGetCapabilitiesParameters,
  AdapterSendCallsParameters,
  CallReceipt,
  CallsStatus,
  SendCallsResult,
  WalletCapabilities,
} from '@portico/core'
import { CallsNotSupportedError } from '@portico/core'
import {
  getCallsStatus as wagmiGetCallsStatus,
  getCapabilities as wagmiGetCapabilities,
  sendCalls as wagmiSendCalls,
  sendTransaction as wagmiSendTransaction,
  showCallsStatus as wagmiShowCallsStatus,
} from '@wagmi/core'
import { type Address, concat, type Hex, numberToHex } from 'viem'
import type { EvmContext } from './evmContext'
import { findChain, findConnection, findConnector } from './lookups'

/** The end of a sequential batch's id (viem's fallback marker: EIP-5792's number, repeated). */
const sequentialMarker: Hex = `0x${'5792'.repeat(16)}`
/** Where a call the wallet refused sits among a sequential batch's hashes (viem's error marker). */
const notSentMarker: Hex = `0x${'00'.repeat(32)}`

const signerOf = (ctx: EvmContext, connectorId: string) => findConnection(ctx, connectorId)?.connector ?? findConnector(ctx, connectorId)

/** True when the wallet answered that it has no such method (EIP-1193 4200, JSON-RPC -32601 / -32004, or how some wallets word it). */
export function isMethodUnsupported(error: unknown): boolean {
  for (let current = error; current instanceof Error || (typeof current === 'object' && current !== null); current = (current as { cause?: unknown }).cause) {
    const { code, name, message, details } = current as { code?: unknown; name?: unknown; message?: unknown; details?: unknown }
    if (code === 4200 || code === -32601 || code === -32004) return true
    if (name === 'MethodNotFoundRpcError' || name === 'MethodNotSupportedRpcError' || name === 'UnsupportedProviderMethodError') return true
    const text = `${typeof message === 'string' ? message : ''} ${typeof details === 'string' ? details : ''}`.toLowerCase()
    if (/method (?:is )?not (?:supported|found|available)|does not (?:support|exist)|unsupported method|not implemented/.test(text)) return true
    if (!('cause' in (current as object))) break
  }
  return false
}

export async function getCapabilities(ctx: EvmContext, { connectorId, address, network }: AdapterGetCapabilitiesParameters): Promise<WalletCapabilities> {
  const chainId = findChain(ctx, network.id).id
  try {
    const capabilities = await wagmiGetCapabilities(ctx.config, { connector: signerOf(ctx, connectorId), account: address as Address, chainId })
    return (capabilities ?? {}) as WalletCapabilities
  } catch (error) {
    if (isMethodUnsupported(error)) return {}
    throw error
  }
}

export async function sendCalls(ctx: EvmContext, parameters: AdapterSendCallsParameters): Promise<SendCallsResult> {
  const { connectorId, address, network, calls, capabilities, forceAtomic = false } = parameters
  const connector = signerOf(ctx, connectorId)
  const chainId = findChain(ctx, network.id).id
  const hexCalls = calls.map(({ to, data, value }) => ({ to: to as Address, data: data as Hex | undefined, value }))
  try {
    const result = await wagmiSendCalls(ctx.config, { connector, account: address as Address, chainId, calls: hexCalls, capabilities, forceAtomic })
    return { id: result.id, mode: 'wallet', ...(result.capabilities ? { capabilities: result.capabilities } : {}) }
  } catch (error) {
    if (!isMethodUnsupported(error)) throw error
    const required = Object.entries(capabilities ?? {}).find(([, value]) => !(value as { optional?: unknown } | undefined)?.optional)
    if (required) throw new CallsNotSupportedError({ reason: `the capability ${required[0]}`, cause: error })
    if (forceAtomic && calls.length > 1) throw new CallsNotSupportedError({ reason: 'atomic execution', cause: error })
  }
  // One transaction per call. A refusal of the first sends nothing (the error goes up); a refusal later
  // stops there, and the rest count as not sent (getCallsStatus: 600, partly failed).
  const hashes: Hex[] = []
  for (const call of hexCalls) {
    try {
      hashes.push(await wagmiSendTransaction(ctx.config, { connector, account: address as Address, chainId, ...call }))
    } catch (error) {
      if (hashes.length === 0) throw error
      break
    }
  }
  while (hashes.length < hexCalls.length) hashes.push(notSentMarker)
  return { id: concat([...hashes, numberToHex(chainId, { size: 32 }), sequentialMarker]), mode: 'sequential' }
}

export async function getCallsStatus(ctx: EvmContext, { connectorId, id }: AdapterCallsIdParameters): Promise<CallsStatus> {
  const result = await wagmiGetCallsStatus(ctx.config, { connector: signerOf(ctx, connectorId), id })
  const receipts: CallReceipt[] = (result.receipts ?? []).map((receipt) => ({
    transactionHash: receipt.transactionHash,
    status: receipt.status === 'success' ? 'success' : 'reverted',
    blockNumber: receipt.blockNumber,
    gasUsed: receipt.gasUsed,
  }))
  const statusCode = result.statusCode
  const status = statusCode >= 200 && statusCode < 300 ? 'success' : statusCode >= 300 ? 'failure' : 'pending'
  return { id, status, statusCode, atomic: result.atomic, mode: id.endsWith(sequentialMarker.slice(2)) ? 'sequential' : 'wallet', receipts }
}

export async function showCallsStatus(ctx: EvmContext, { connectorId, id }: AdapterCallsIdParameters): Promise<boolean> {
  if (id.endsWith(sequentialMarker.slice(2))) return false
  await wagmiShowCallsStatus(ctx.config, { connector: signerOf(ctx, connectorId), id })
  return true
}
