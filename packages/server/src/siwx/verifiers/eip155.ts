import { type Address, type Hex, isAddress, isHex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { SiwxError } from '../errors.ts'
import type { SignInVerifier } from './types.ts'

const firstLine = /^.* wants you to sign in with your Ethereum account:$/m

/**
 * EVM sign-in (EIP-4361, read by viem): the signature is the account's, an EOA's or a smart
 * account's through ERC-1271 (deployed) or ERC-6492 (not yet deployed), checked by viem on the
 * chain's RPC.
 */
export const eip155Verifier: SignInVerifier = {
  read(message, signature) {
    if (!firstLine.test(message.split('\n', 1)[0] ?? '')) return undefined
    const { address, chainId, domain, nonce, uri, version, issuedAt, expirationTime, notBefore, scheme } = parseSiweMessage(message)
    if (!address || !isAddress(address, { strict: false }) || !chainId || !domain || !nonce || !uri || version !== '1' || !issuedAt || Number.isNaN(issuedAt.getTime()))
      throw new SiwxError('siwx_invalid_message', 'The message is not an EIP-4361 sign-in message')
    if (!isHex(signature)) throw new SiwxError('siwx_invalid_signature', 'The signature is not hex')
    return { address, caip2: `eip155:${chainId}`, reference: String(chainId), domain, nonce, uri, scheme, issuedAt, expirationTime, notBefore }
  },
  async verify({ fields, message, signature, client }) {
    if (!client) throw new SiwxError('siwx_chain_not_supported', `This server verifies no sign-in on ${fields.caip2}`)
    let valid: boolean
    try {
      valid = await client.verifyMessage({ address: fields.address as Address, message, signature: signature as Hex })
    } catch (cause) {
      throw new SiwxError('siwx_invalid_signature', `The signature could not be checked on ${fields.caip2}`, { cause })
    }
    if (!valid) throw new SiwxError('siwx_invalid_signature', 'The signature is not from the account in the message')
  },
}
