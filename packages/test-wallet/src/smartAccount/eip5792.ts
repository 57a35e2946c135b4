import { type Address, type Hex, hexToBigInt, isAddress, isHex, numberToHex } from 'viem'
import { DuplicateCallsIdError, InvalidParamsError, UnknownCallsIdError, UnsupportedCapabilityError, UnsupportedChainIdError } from '../errors.ts'
import type { WalletChain } from '../types.ts'
import type { SentBatch, SmartAccountCall, SmartAccounts } from './smartAccounts.ts'

/** The capabilities the smart-account wallet has on a chain with a bundler (EIP-5792, ERC-7677). */
const capabilities = { atomic: { status: 'supported' }, paymasterService: { supported: true } } as const

type CallsRequest = { id?: unknown; from?: unknown; chainId?: unknown; calls?: unknown; capabilities?: unknown }

/**
 * EIP-5792 for the smart-account wallet: `wallet_getCapabilities`, `wallet_sendCalls` (one
 * UserOperation, so always atomic; a `paymasterService` capability's URL pays the gas),
 * `wallet_getCallsStatus` (from the bundler's UserOperation receipt) and `wallet_showCallsStatus`.
 * A batch's id is its UserOperation hash unless the dapp chose one.
 */
export function createEip5792(smart: SmartAccounts) {
  const batches = new Map<string, SentBatch>()

  return {
    getCapabilities(chains: Iterable<WalletChain>, params: unknown) {
      const wanted = Array.isArray(params) && Array.isArray(params[1]) ? new Set((params[1] as unknown[]).map(String)) : undefined
      const answer: Record<Hex, typeof capabilities> = {}
      for (const chain of chains) {
        const key = numberToHex(chain.id)
        if (chain.bundlerUrl && (!wanted || wanted.has(key))) answer[key] = capabilities
      }
      return answer
    },

    /** Checks the request, then `send(chain, calls, paymasterUrl)` sends it (after the person approved). */
    async sendCalls(
      params: unknown,
      { chains, from, approve, send }: { chains: Map<number, WalletChain>; from: Address; approve(): Promise<void>; send(chain: WalletChain, calls: SmartAccountCall[], paymasterUrl?: string): Promise<SentBatch> },
    ) {
      const request = (Array.isArray(params) ? params[0] : undefined) as CallsRequest | undefined
      if (!request || typeof request !== 'object') throw new InvalidParamsError('wallet_sendCalls expects [{ chainId, calls }].')
      if (request.from !== undefined && (typeof request.from !== 'string' || request.from.toLowerCase() !== from.toLowerCase())) {
        throw new InvalidParamsError(`wallet_sendCalls: "from" is not this wallet's account (${from}).`)
      }
      if (typeof request.chainId !== 'string' || !isHex(request.chainId)) throw new InvalidParamsError('wallet_sendCalls: "chainId" must be a hex number.')
      const chain = chains.get(Number(hexToBigInt(request.chainId)))
      if (!chain?.bundlerUrl) throw new UnsupportedChainIdError(request.chainId)
      const calls = parseCalls(request.calls)
      const paymasterUrl = paymasterOf(request.capabilities)
      const id = request.id === undefined ? undefined : String(request.id)
      if (id !== undefined && batches.has(id)) throw new DuplicateCallsIdError(id)
      await approve()
      const batch = await send(chain, calls, paymasterUrl)
      batches.set(id ?? batch.userOperationHash, batch)
      return { id: id ?? batch.userOperationHash }
    },

    async getCallsStatus(params: unknown) {
      const id = idParam(params, 'wallet_getCallsStatus')
      const batch = batches.get(id)
      if (!batch) throw new UnknownCallsIdError(id)
      const receipt = await smart.receipt(batch)
      const base = { version: '2.0.0', id, chainId: numberToHex(batch.chain.id), atomic: true }
      if (!receipt) return { ...base, status: 100 }
      const { receipt: tx } = receipt
      return {
        ...base,
        status: receipt.success ? 200 : 500,
        receipts: [
          {
            status: tx.status === 'success' ? '0x1' : '0x0',
            blockHash: tx.blockHash,
            blockNumber: numberToHex(tx.blockNumber),
            gasUsed: numberToHex(tx.gasUsed),
            transactionHash: tx.transactionHash,
            logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
          },
        ],
      }
    },

    showCallsStatus(params: unknown) {
      const id = idParam(params, 'wallet_showCallsStatus')
      if (!batches.has(id)) throw new UnknownCallsIdError(id)
      return null
    },
  }
}

function parseCalls(value: unknown): SmartAccountCall[] {
  if (!Array.isArray(value) || value.length === 0) throw new InvalidParamsError('wallet_sendCalls: "calls" must be a non-empty array.')
  return value.map((call: { to?: unknown; data?: unknown; value?: unknown; capabilities?: unknown }, index) => {
    if (typeof call?.to !== 'string' || !isAddress(call.to, { strict: false })) throw new InvalidParamsError(`wallet_sendCalls: call ${index} has no valid "to".`)
    if (call.data !== undefined && (typeof call.data !== 'string' || !isHex(call.data))) throw new InvalidParamsError(`wallet_sendCalls: call ${index}'s "data" must be hex.`)
    if (call.value !== undefined && (typeof call.value !== 'string' || !isHex(call.value))) throw new InvalidParamsError(`wallet_sendCalls: call ${index}'s "value" must be a hex number.`)
    requireKnown(call.capabilities)
    return { to: call.to as Address, data: call.data as Hex | undefined, value: call.value === undefined ? undefined : hexToBigInt(call.value as Hex) }
  })
}

/** The ERC-7677 paymaster service URL, if the dapp named one; throws 5700 on any other capability not marked optional. */
function paymasterOf(value: unknown): string | undefined {
  requireKnown(value, ['paymasterService'])
  const service = (value as { paymasterService?: { url?: unknown } } | undefined)?.paymasterService
  if (service === undefined) return undefined
  if (typeof service?.url !== 'string' || !/^https?:\/\//.test(service.url)) throw new InvalidParamsError('wallet_sendCalls: paymasterService needs an http(s) "url".')
  return service.url
}

function requireKnown(value: unknown, known: readonly string[] = []): void {
  if (value === undefined) return
  if (!value || typeof value !== 'object') throw new InvalidParamsError('wallet_sendCalls: "capabilities" must be an object.')
  for (const [name, capability] of Object.entries(value)) {
    if (!known.includes(name) && (capability as { optional?: unknown } | null)?.optional !== true) throw new UnsupportedCapabilityError(name)
  }
}

function idParam(params: unknown, method: string): string {
  const id = Array.isArray(params) ? params[0] : undefined
  if (typeof id !== 'string' || id === '') throw new InvalidParamsError(`${method} expects [id].`)
  return id
}

export type Eip5792 = ReturnType<typeof createEip5792>
