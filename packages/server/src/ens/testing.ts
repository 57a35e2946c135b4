import { encodeFunctionData, type Hex, namehash, parseAbi, toHex } from 'viem'
import { packetToBytes } from 'viem/ens'
import type { EnsGatewayConfig } from './ensGatewayConfig.ts'

/** A gateway configuration for tests: `portico.eth`, the 9th anvil key as signer, a fixed resolver address. */
export const testEnsGateway: EnsGatewayConfig = {
  parentName: 'portico.eth',
  signerKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
  resolverAddress: '0x8464135c8F25Da09e49BC8782676a84730C318bC',
}

const abi = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes)',
  'function addr(bytes32 node) view returns (address)',
  'function text(bytes32 node, string key) view returns (string)',
])

/** The offchain resolver's gateway call for `addr(name)` (or `text(name, key)`), as a wallet sends it. */
export function gatewayCallData(name: string, key?: string): Hex {
  const inner =
    key === undefined
      ? encodeFunctionData({ abi, functionName: 'addr', args: [namehash(name)] })
      : encodeFunctionData({ abi, functionName: 'text', args: [namehash(name), key] })
  return encodeFunctionData({ abi, functionName: 'resolve', args: [toHex(packetToBytes(name)), inner] })
}
