import { RpcRequestError, TransactionExecutionError } from 'viem'
import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from './errors.ts'
import { toRpcError } from './toRpcError.ts'

describe('toRpcError', () => {
  it('keeps the code of a provider error', () => {
    expect(toRpcError(new UserRejectedRequestError())).toEqual({ code: 4001, message: 'User rejected the request.' })
  })

  it("finds the node's error in viem's cause chain", () => {
    const rpc = new RpcRequestError({ body: {}, url: 'http://127.0.0.1', error: { code: 3, message: 'execution reverted', data: '0x12' } })
    const wrapped = new TransactionExecutionError(rpc, { account: null })
    expect(toRpcError(wrapped)).toEqual({ code: 3, message: 'execution reverted', data: '0x12' })
  })

  it('makes anything else an internal error', () => {
    expect(toRpcError(new Error('boom'))).toEqual({ code: -32603, message: 'boom' })
  })
})
