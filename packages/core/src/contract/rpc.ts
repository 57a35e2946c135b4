import * as z from 'zod/mini'
import { chainIdParameter } from './common'

/** `/v1/?chainId=` (spec §7: `{rpc}/v1/?chainId={id}&projectId={id}`). */
export const rpcQuery = z.object({ chainId: chainIdParameter })

/** `GET /v1/`: what the proxy serves for the chain. */
export const rpcInfoAnswer = z.object({
  chainId: z.number().check(z.int()),
  name: z.string(),
  testnet: z.boolean(),
  /** The project's allowed JSON-RPC methods. */
  methods: z.array(z.string()),
})

const rpcId = z.union([z.string(), z.number(), z.null()])

/** A JSON-RPC 2.0 request, as the proxy forwards it (its params are the chain's business). */
export const jsonRpcRequest = z.object({ jsonrpc: z.literal('2.0'), id: rpcId, method: z.string(), params: z.optional(z.unknown()) })

/** `POST /v1/`'s body: a request or a batch. */
export const rpcBody = z.union([jsonRpcRequest, z.array(jsonRpcRequest)])

/** A JSON-RPC 2.0 answer: a result or an error (a refused method is -32601, a wide log range -32005). */
export const jsonRpcResponse = z.object({
  jsonrpc: z.literal('2.0'),
  id: rpcId,
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.number().check(z.int()), message: z.string(), data: z.optional(z.unknown()) })),
})

/** `POST /v1/`'s answer: one per request, a batch for a batch. */
export const rpcAnswer = z.union([jsonRpcResponse, z.array(jsonRpcResponse)])
