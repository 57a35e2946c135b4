import { createAppClient } from '@farcaster/auth-client'
import { type Address, createPublicClient, http, isAddressEqual, parseAbi } from 'viem'
import { EmbeddedError } from '../errors.ts'
import type { FarcasterDeps } from './types.ts'

/** The two reads of Farcaster's IdRegistry this server makes (its ABI; a devnet stand-in exposes the same). */
export const idRegistryAbi = parseAbi([
  'function idOf(address owner) view returns (uint256)',
  'function custodyOf(uint256 fid) view returns (address)',
])

/**
 * Checks a signed Sign In With Farcaster message (FIP-11, EIP-4361 shape) with
 * `@farcaster/auth-client`: the nonce this server issued, its domain, `expirationTime` and
 * `notBefore`, statement and chain id 10, one `farcaster://fid/N` resource, and the signature
 * (ERC-1271 when the custody is a contract). Then the signer must be that FID's custody address in
 * the ID registry (`idOf(signer) == fid` and `custodyOf(fid) == signer`); auth addresses are not
 * accepted.
 *
 * @throws {EmbeddedError} `embedded_farcaster_refused` (the message or signer is not right), or
 * `embedded_farcaster_relay_failed` (the chain could not be read).
 */
export async function verifySignIn(
  deps: FarcasterDeps,
  expected: { nonce: string; domain: string },
  signed: { message: string; signature: `0x${string}`; fid: number },
): Promise<{ fid: number; custody: Address }> {
  const publicClient = createPublicClient({ transport: http(deps.idRegistry.rpcUrl, { timeout: deps.limits.timeoutMs, retryCount: 0 }) })
  const registry = { address: deps.idRegistry.address, abi: idRegistryAbi } as const
  const appClient = createAppClient({
    relay: deps.relayUrl,
    ethereum: {
      publicClient,
      getFid: (custody) => publicClient.readContract({ ...registry, functionName: 'idOf', args: [custody] }),
      isValidAuthAddress: async () => false,
    },
  })
  const refused = (reason: string, cause?: unknown) => new EmbeddedError('embedded_farcaster_refused', 'This Farcaster sign-in could not be verified: start it again', { details: { reason: reason.slice(0, 200) }, cause })
  const result = await appClient.verifySignInMessage({ ...expected, message: signed.message, signature: signed.signature, acceptAuthAddress: false })
  if (result.isError) {
    const error = result.error
    if (error?.errCode === 'unavailable' || error?.errCode === 'unknown') {
      throw new EmbeddedError('embedded_farcaster_relay_failed', 'The Farcaster ID registry could not be read: try again', { details: { reason: 'registry' }, cause: error })
    }
    throw refused(error?.message ?? 'invalid', error)
  }
  if (result.fid !== signed.fid) throw refused('fid differs from the relay')
  const custody = result.data.address
  let registered: Address
  try {
    registered = await publicClient.readContract({ ...registry, functionName: 'custodyOf', args: [BigInt(result.fid)] })
  } catch (error) {
    throw new EmbeddedError('embedded_farcaster_relay_failed', 'The Farcaster ID registry could not be read: try again', { details: { reason: 'registry' }, cause: error })
  }
  if (!isAddressEqual(registered, custody)) throw refused('signer is not the custody address')
  return { fid: result.fid, custody }
}
