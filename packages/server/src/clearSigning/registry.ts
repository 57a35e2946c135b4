import { type AbiFunction, type Address, type Hex, getAddress, parseAbiItem, toFunctionSelector } from 'viem'
import { type ClearSigningDescriptor, clearSigningDescriptor, type Eip712Types, type MessageFormat } from './descriptor.ts'

type Deployment = { chainId: number; address: string }
type Common = { format: MessageFormat; owner: string; enums: Record<string, Record<string, string>>; deployments: readonly Deployment[] | undefined }
/** A function a descriptor describes: its ABI item (from the format key) and how to show it. */
export type CallEntry = Common & { abi: AbiFunction }
/** An EIP-712 primary type a descriptor describes: its schema, the domain it must have, how to show it. */
export type MessageEntry = Common & { primaryType: string; types: Eip712Types; domain: Record<string, string | number> | undefined }

/** The descriptors, indexed: calls by selector, messages by primary type, names of known contracts by chain and address. */
export type ClearSigningRegistry = {
  calls: ReadonlyMap<Hex, readonly CallEntry[]>
  messages: ReadonlyMap<string, readonly MessageEntry[]>
  /** `metadata.owner` of a contract at a deployment (`chainId:address`, lower case). */
  names: ReadonlyMap<string, string>
}

export const nameKey = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`

/**
 * Checks each descriptor (`clearSigningDescriptor`) and indexes it. A format key that is not a
 * Solidity signature, or a message format without its schema, throws: the descriptors ship with
 * the server and a test reads them all.
 */
export function createClearSigningRegistry(descriptors: readonly unknown[]): ClearSigningRegistry {
  const calls = new Map<Hex, CallEntry[]>()
  const messages = new Map<string, MessageEntry[]>()
  const names = new Map<string, string>()
  for (const raw of descriptors) {
    const descriptor: ClearSigningDescriptor = clearSigningDescriptor.parse(raw)
    const { owner } = descriptor.metadata
    const enums = descriptor.metadata.enums ?? {}
    if ('contract' in descriptor.context) {
      const { deployments } = descriptor.context.contract
      for (const deployment of deployments ?? []) names.set(nameKey(deployment.chainId, deployment.address), owner)
      for (const [key, format] of Object.entries(descriptor.display.formats)) {
        const abi = parseAbiItem(`function ${key}`) as AbiFunction
        const selector = toFunctionSelector(abi)
        calls.set(selector, [...(calls.get(selector) ?? []), { abi, format, owner, enums, deployments }])
      }
      continue
    }
    const { deployments, domain, schemas } = descriptor.context.eip712
    for (const deployment of deployments ?? []) names.set(nameKey(deployment.chainId, deployment.address), owner)
    for (const [primaryType, format] of Object.entries(descriptor.display.formats)) {
      const schema = schemas.find((candidate) => candidate.primaryType === primaryType)
      if (!schema) throw new Error(`The descriptor of ${owner} shows ${primaryType} without its schema`)
      messages.set(primaryType, [...(messages.get(primaryType) ?? []), { primaryType, types: schema.types, domain, deployments, format, owner, enums }])
    }
  }
  // A descriptor bound to deployments goes before an interface (no deployments) for the same selector.
  for (const entries of calls.values()) entries.sort((a, b) => Number(!a.deployments?.length) - Number(!b.deployments?.length))
  return { calls, messages, names }
}

/** Whether `entry` applies to `address` on `chainId`: an interface (no deployments) applies anywhere. */
export function deployedAt(deployments: readonly Deployment[] | undefined, chainId: number, address: Address | undefined): boolean {
  if (!deployments?.length) return true
  if (address === undefined) return false
  const wanted = getAddress(address)
  return deployments.some((deployment) => deployment.chainId === chainId && getAddress(deployment.address) === wanted)
}
