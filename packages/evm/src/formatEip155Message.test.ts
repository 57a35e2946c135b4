import { SiweMessage } from 'siwe'
import { createPublicClient, custom } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { InvalidSIWXMessageError } from '@portico/core'
import { formatEip155Message } from './formatEip155Message'
import type { SIWXMessageData } from '@portico/core'

// Anvil's first test key: a real EOA, signing here in the test.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

const full: SIWXMessageData = {
  accountAddress: account.address,
  chainId: 'eip155:31337',
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'a1b2c3d4e5f6a7b8',
  statement: 'Sign in to the Portico demo.',
  resources: ['https://app.example.com/terms', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq'],
  requestId: 'req-42',
  issuedAt: '2026-11-21T10:00:00.000Z',
  expirationTime: '2026-11-22T10:00:00.000Z',
  notBefore: '2026-11-21T09:59:00.000Z',
}

const minimal: SIWXMessageData = {
  accountAddress: account.address,
  chainId: 'eip155:1',
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173',
  version: '1',
  nonce: 'abcdefgh',
  issuedAt: '2026-11-21T10:00:00Z',
}

// A client whose RPC is unreachable: viem falls back to ECDSA recovery for an EOA, as on a server.
const offlineClient = createPublicClient({
  transport: custom({
    request: async () => {
      throw new Error('no RPC in this test')
    },
  }),
})

describe('formatEip155Message', () => {
  it('writes every field as EIP-4361 text', () => {
    expect(formatEip155Message(full)).toBe(
      [
        'app.example.com wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        'Sign in to the Portico demo.',
        '',
        'URI: https://app.example.com/login',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: a1b2c3d4e5f6a7b8',
        'Issued At: 2026-11-21T10:00:00.000Z',
        'Expiration Time: 2026-11-22T10:00:00.000Z',
        'Not Before: 2026-11-21T09:59:00.000Z',
        'Request ID: req-42',
        'Resources:',
        '- https://app.example.com/terms',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
      ].join('\n'),
    )
  })

  it('leaves out the statement block and the optional lines when absent', () => {
    expect(formatEip155Message(minimal)).toBe(
      [
        '127.0.0.1:5173 wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        '',
        'URI: http://127.0.0.1:5173',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: abcdefgh',
        'Issued At: 2026-11-21T10:00:00Z',
      ].join('\n'),
    )
  })

  it.each([
    ['full', full],
    ['minimal', minimal],
  ])('is parsed back to the same fields by the npm siwe parser (%s)', (_, data) => {
    const parsed = new SiweMessage(formatEip155Message(data))
    expect(parsed.domain).toBe(data.domain)
    expect(parsed.address).toBe(data.accountAddress)
    expect(parsed.statement ?? undefined).toBe(data.statement)
    expect(parsed.uri).toBe(data.uri)
    expect(parsed.version).toBe(data.version)
    expect(`eip155:${parsed.chainId}`).toBe(data.chainId)
    expect(parsed.nonce).toBe(data.nonce)
    expect(parsed.issuedAt).toBe(data.issuedAt)
    expect(parsed.expirationTime ?? undefined).toBe(data.expirationTime)
    expect(parsed.notBefore ?? undefined).toBe(data.notBefore)
    expect(parsed.requestId ?? undefined).toBe(data.requestId)
    expect(parsed.resources ?? undefined).toEqual(data.resources)
    // siwe writes the same text from the parsed fields.
    expect(parsed.prepareMessage()).toBe(formatEip155Message(data))
  })

  it("is parsed by viem's parseSiweMessage", () => {
    const parsed = parseSiweMessage(formatEip155Message(full))
    expect(parsed).toMatchObject({
      domain: full.domain,
      address: full.accountAddress,
      statement: full.statement,
      uri: full.uri,
      version: '1',
      chainId: 31337,
      nonce: full.nonce,
      requestId: full.requestId,
      resources: full.resources,
    })
    expect(parsed.issuedAt?.toISOString()).toBe(full.issuedAt)
    expect(parsed.expirationTime?.toISOString()).toBe(full.expirationTime)
    expect(parsed.notBefore?.toISOString()).toBe(full.notBefore)
  })

  it('verifies, once signed, with siwe and with viem; a changed text does not', async () => {
    const message = formatEip155Message(full)
    const signature = await account.signMessage({ message })
    const time = new Date('2026-11-21T12:00:00Z')

    const siwe = await new SiweMessage(message).verify({ signature, domain: full.domain, nonce: full.nonce, time: time.toISOString() }, { suppressExceptions: true })
    expect(siwe.success).toBe(true)
    expect(await verifySiweMessage(offlineClient, { message, signature, domain: full.domain, nonce: full.nonce, time })).toBe(true)

    const tampered = message.replace('Chain ID: 31337', 'Chain ID: 1')
    expect(await verifySiweMessage(offlineClient, { message: tampered, signature, time })).toBe(false)
    const siweTampered = await new SiweMessage(tampered).verify({ signature, time: time.toISOString() }, { suppressExceptions: true })
    expect(siweTampered.success).toBe(false)
    // Outside the validity window viem refuses it too.
    expect(await verifySiweMessage(offlineClient, { message, signature, time: new Date('2026-11-23T00:00:00Z') })).toBe(false)
  })

  it.each([
    ['chainId', { chainId: 'eip155:0x1' }],
    ['accountAddress', { accountAddress: '0x123' }],
    ['domain', { domain: 'https://app.example.com' }],
    ['uri', { uri: 'not a uri' }],
    ['version', { version: '2' }],
    ['nonce', { nonce: 'short' }],
    ['nonce', { nonce: 'has-dash-chars' }],
    ['statement', { statement: 'two\nlines' }],
    ['issuedAt', { issuedAt: undefined }],
    ['expirationTime', { expirationTime: 'tomorrow' }],
    ['resources', { resources: ['not a uri'] }],
  ] as const)('refuses a bad %s', (field, change) => {
    const error = (() => {
      try {
        formatEip155Message({ ...full, ...change } as SIWXMessageData)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(InvalidSIWXMessageError)
    expect((error as InvalidSIWXMessageError).field).toBe(field)
  })
})
