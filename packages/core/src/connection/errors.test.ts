import { describe, expect, test } from 'vitest'
import { BaseError } from '../errors/base'
import { ConnectorNotConnectedError, ConnectorNotFoundError } from './errors'
import { DisconnectFailedError } from './disconnectErrors'
import { UserRejectedRequestError } from '../errors/wallet'

describe('ConnectorNotFoundError', () => {
  test('with an id', () => {
    const error = new ConnectorNotFoundError({ connectorId: 'walletConnect', chainNamespace: 'eip155' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('ConnectorNotFoundError')
    expect(error.shortMessage).toBe('Connector "walletConnect" not found')
    expect(error.connectorId).toBe('walletConnect')
    expect(error.metaMessages).toEqual(['Namespace: eip155'])
  })

  test('without an id', () => {
    expect(new ConnectorNotFoundError().message).toBe('Connector not found')
  })
})

describe('ConnectorNotConnectedError', () => {
  test('names the connector and its namespace', () => {
    const error = new ConnectorNotConnectedError({ connectorId: 'io.metamask', chainNamespace: 'eip155' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('ConnectorNotConnectedError')
    expect(error.shortMessage).toBe('Connector "io.metamask" is not connected')
    expect(error.connectorId).toBe('io.metamask')
    expect(error.metaMessages).toEqual(['Namespace: eip155'])
  })
})

describe('DisconnectFailedError', () => {
  test('lists every reason in the short message', () => {
    const error = new DisconnectFailedError({
      reasons: [new Error('Wallet closed'), 'Timeout', new UserRejectedRequestError(), { nope: true }],
    })
    expect(error.name).toBe('DisconnectFailedError')
    expect(error.shortMessage).toBe(
      'Failed to disconnect chains: Wallet closed, Timeout, User rejected the request, Unknown reason',
    )
    expect(error.reasons).toHaveLength(4)
    expect(error.cause).toBeInstanceOf(AggregateError)
  })

  test('one reason is the cause', () => {
    const reason = new Error('boom')
    const error = new DisconnectFailedError({ reasons: [reason], chainNamespaces: ['solana'] })
    expect(error.shortMessage).toBe('Failed to disconnect chains: boom')
    expect(error.cause).toBe(reason)
    expect(error.walk()).toBe(reason)
    expect(error.metaMessages).toEqual(['solana: boom'])
  })

  test('names the namespaces', () => {
    const error = new DisconnectFailedError({ reasons: ['a', 'b'], chainNamespaces: ['eip155', undefined] })
    expect(error.chainNamespaces).toEqual(['eip155', undefined])
    expect(error.metaMessages).toEqual(['eip155: a', 'unknown: b'])
  })
})
