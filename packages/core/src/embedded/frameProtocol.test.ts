import { describe, expect, it } from 'vitest'
import { parseAppRequest, parseFrameMessage } from './frameProtocol'
import { classifyRpcMethod } from './rpcMethods'

const id = crypto.randomUUID()

describe('the frame protocol', () => {
  it('reads app requests with their payload checked, and drops the rest', () => {
    expect(parseAppRequest({ type: '@w3m-app/CONNECT_EMAIL', id, payload: { email: 'a@b.co' } })).toEqual({ name: 'CONNECT_EMAIL', id, payload: { email: 'a@b.co' } })
    expect(parseAppRequest({ type: '@w3m-app/IS_CONNECTED', id })).toEqual({ name: 'IS_CONNECTED', id, payload: undefined })
    // No id, a short id (the peer's Math.random ids), an unknown event, a bad payload, prototype keys.
    expect(parseAppRequest({ type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'a@b.co' } })).toBeUndefined()
    expect(parseAppRequest({ type: '@w3m-app/CONNECT_EMAIL', id: 'abc123', payload: { email: 'a@b.co' } })).toBeUndefined()
    expect(parseAppRequest({ type: '@w3m-app/EXPORT_EVERYTHING', id })).toBeUndefined()
    expect(parseAppRequest({ type: '@w3m-app/CONNECT_OTP', id, payload: { otp: 123456 } })).toBeUndefined()
    expect(parseAppRequest({ type: '@w3m-app/toString', id })).toBeUndefined()
    expect(parseAppRequest({ type: '@w3m-frame/READY', id, payload: { version: '1' } })).toBeUndefined()
    expect(parseAppRequest('@w3m-app/IS_CONNECTED')).toBeUndefined()
  })

  it('reads frame replies and events with their payload checked', () => {
    expect(parseFrameMessage({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id, payload: { action: 'VERIFY_OTP' } })).toEqual({
      kind: 'success',
      name: 'CONNECT_EMAIL',
      id,
      payload: { action: 'VERIFY_OTP' },
    })
    expect(parseFrameMessage({ type: '@w3m-frame/CONNECT_OTP_ERROR', id, payload: { message: 'Invalid code' } })).toEqual({
      kind: 'error',
      name: 'CONNECT_OTP',
      id,
      message: 'Invalid code',
    })
    expect(parseFrameMessage({ type: '@w3m-frame/READY', payload: { version: '0.1.0' } })).toEqual({ kind: 'event', name: 'READY', payload: { version: '0.1.0' } })
    expect(parseFrameMessage({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id, payload: { action: 'LOG_ME_IN' } })).toBeUndefined()
    expect(parseFrameMessage({ type: '@w3m-frame/GET_USER_SUCCESS', id, payload: { address: 'nope' } })).toBeUndefined()
    expect(parseFrameMessage({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'secret' } })).toBeUndefined()
  })

  it('sorts RPC methods into safe, approval and refused (spec §6)', () => {
    expect(classifyRpcMethod('eth_call')).toBe('safe')
    expect(classifyRpcMethod('eth_sendRawTransaction')).toBe('safe')
    expect(classifyRpcMethod('personal_sign')).toBe('approval')
    expect(classifyRpcMethod('eth_sendTransaction')).toBe('approval')
    expect(classifyRpcMethod('eth_sign')).toBe('refused')
    expect(classifyRpcMethod('wallet_switchEthereumChain')).toBe('refused')
  })
})
