import type { Kysely } from 'kysely'
import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  encodePacked,
  getAddress,
  type Hex,
  isAddress,
  isAddressEqual,
  keccak256,
  namehash,
  parseAbi,
  zeroAddress,
} from 'viem'
import { sign, serializeSignature } from 'viem/accounts'
import type { Database } from '../db/schema.ts'
import { lookupName } from '../names/queryNames.ts'
import type { NameRecord } from '../names/nameRecord.ts'
import { decodeDnsName } from './dnsName.ts'
import type { EnsGatewayConfig } from './ensGatewayConfig.ts'
import { EnsGatewayRequestError } from './errors.ts'

/** The offchain resolver's call to its gateway (`IResolverService.resolve`, the same selector as ENSIP-10's). */
const serviceAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes result, uint64 expires, bytes sig)'])

/** The resolver profiles the gateway answers (ENSIP-1 addr, ENSIP-9 multicoin addr, ENSIP-5 text, ENSIP-7 contenthash). */
const profilesAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function contenthash(bytes32 node) view returns (bytes)',
])

/** The longest request the gateway reads (a name of 255 bytes and a text key fit many times over). */
const maxRequestBytes = 2048
const evmCoinType = 60

export type EnsGatewayRequest = { sender: string; data: string }

/**
 * Answers one ERC-3668 gateway request the way ENS's offchain resolver expects: `data` is
 * `resolve(bytes name, bytes data)` for `<name>.<parentName>`; the answer is
 * `abi.encode(bytes result, uint64 expires, bytes sig)`, where `sig` signs
 * `keccak256(0x1900 ‖ sender ‖ expires ‖ keccak256(data) ‖ keccak256(result))` with the operator's
 * key (the resolver checks it against its signers and the expiry against the block time). A name
 * nobody holds is answered too, with an empty record (zero address, empty text), signed: it
 * resolves to nothing rather than failing.
 *
 * @throws {EnsGatewayRequestError} for anything else (see the class).
 */
export async function answerEnsGatewayRequest(
  db: Kysely<Database>,
  config: EnsGatewayConfig,
  request: EnsGatewayRequest,
  now: number,
): Promise<Hex> {
  if (!isAddress(request.sender, { strict: false })) throw new EnsGatewayRequestError('The sender is not an address')
  if (!isAddressEqual(request.sender, config.resolverAddress)) {
    throw new EnsGatewayRequestError('The gateway answers only for its own resolver', { details: { resolver: getAddress(config.resolverAddress) } })
  }
  if (!/^0x(?:[0-9a-fA-F]{2})+$/.test(request.data)) throw new EnsGatewayRequestError('The data is not hex')
  if (request.data.length > 2 + 2 * maxRequestBytes) throw new EnsGatewayRequestError(`The data is longer than ${maxRequestBytes} bytes`)
  const data = request.data.toLowerCase() as Hex

  const { name: encodedName, data: inner } = decodeServiceCall(data)
  const name = decodeDnsName(encodedName)
  const label = labelUnder(name, config.parentName)
  const query = decodeQuery(inner)
  if (query.node !== namehash(name)) throw new EnsGatewayRequestError('The record asked for is not the name’s (its node differs)')

  const record = label === undefined ? undefined : await lookupName(db, label)
  const result = answer(query, record)
  const expires = BigInt(Math.floor(now / 1000) + (config.ttlSeconds ?? 300))
  const hash = keccak256(
    encodePacked(['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'], ['0x1900', getAddress(request.sender), expires, keccak256(data), keccak256(result)]),
  )
  const signature = serializeSignature(await sign({ hash, privateKey: config.signerKey }))
  return encodeAbiParameters([{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }], [result, expires, signature])
}

type Query = { functionName: 'addr' | 'text' | 'contenthash'; node: Hex; coinType?: bigint; key?: string }

/** The service call's name and inner record call. */
function decodeServiceCall(data: Hex): { name: Hex; data: Hex } {
  try {
    const { args } = decodeFunctionData({ abi: serviceAbi, data })
    return { name: args[0], data: args[1] }
  } catch (cause) {
    throw new EnsGatewayRequestError('The data is not a resolve(bytes,bytes) call', { cause })
  }
}

/** The record the wallet asks for. */
function decodeQuery(data: Hex): Query {
  let decoded: ReturnType<typeof decodeFunctionData<typeof profilesAbi>>
  try {
    decoded = decodeFunctionData({ abi: profilesAbi, data })
  } catch (cause) {
    throw new EnsGatewayRequestError('The gateway answers addr, text and contenthash records only', { cause })
  }
  const [node, extra] = decoded.args as readonly [Hex, bigint | string | undefined]
  return {
    functionName: decoded.functionName,
    node,
    ...(typeof extra === 'bigint' ? { coinType: extra } : {}),
    ...(typeof extra === 'string' ? { key: extra } : {}),
  }
}

/** The one label of `name` below `parent` (undefined for the parent itself). */
function labelUnder(name: string, parent: string): string | undefined {
  if (name === parent) return undefined
  const label = name.endsWith(`.${parent}`) ? name.slice(0, -parent.length - 1) : undefined
  if (label === undefined || label.includes('.')) throw new EnsGatewayRequestError(`The gateway answers for <name>.${parent} only`)
  return label
}

function answer(query: Query, record: NameRecord | undefined): Hex {
  const evmAddress: Address | undefined = record?.coinType === evmCoinType ? getAddress(record.address) : undefined
  if (query.functionName === 'addr' && query.coinType === undefined) {
    return encodeFunctionResult({ abi: profilesAbi, functionName: 'addr', result: evmAddress ?? zeroAddress } as never)
  }
  if (query.functionName === 'addr') {
    const bytes = query.coinType === BigInt(evmCoinType) && evmAddress ? evmAddress.toLowerCase() : '0x'
    return encodeAbiParameters([{ type: 'bytes' }], [bytes as Hex])
  }
  if (query.functionName === 'text') return encodeAbiParameters([{ type: 'string' }], [query.key === 'avatar' ? (record?.avatar ?? '') : ''])
  return encodeAbiParameters([{ type: 'bytes' }], ['0x'])
}
