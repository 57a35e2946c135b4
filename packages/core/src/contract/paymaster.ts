import { jsonRpcRequest, jsonRpcResponse } from './rpc'

/** `POST /v1/paymaster`'s body: one ERC-7677 JSON-RPC request (`pm_getPaymasterStubData`, `pm_getPaymasterData`). */
export const paymasterBody = jsonRpcRequest

/** Its answer: a JSON-RPC response; a refusal is a JSON-RPC error whose `data.reason` names it. */
export const paymasterAnswer = jsonRpcResponse
