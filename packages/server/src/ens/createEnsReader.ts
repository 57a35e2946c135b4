import { type Address, BaseError, ContractFunctionRevertedError, createPublicClient, http, type PublicClient } from 'viem'
import { normalize } from 'viem/ens'
import { isValidAvatarUrl } from '@portico/core/internal'
import type { ChainConfig } from '../chains/chains.ts'
import { UpstreamUnavailableError } from '../chains/errors.ts'
import { ensUniversalResolvers } from './ensDeployments.ts'

/** What ENS says about a name or an account. */
export type EnsIdentity = { name: string; address: Address; chainId: number; avatar?: string | undefined }

export type EnsReader = {
  /** The chain ENS is read on. */
  readonly chainId: number
  /** The account's primary name (reverse record, checked forward), or undefined. @throws {UpstreamUnavailableError} */
  primaryName(address: Address): Promise<EnsIdentity | undefined>
  /** The address `name` resolves to (ENSIP-10, CCIP-Read included), or undefined. @throws {UpstreamUnavailableError} */
  resolve(name: string): Promise<EnsIdentity | undefined>
}

/**
 * Reads ENS through the Universal Resolver of the first served chain that has one
 * ({@link ensUniversalResolvers}: Ethereum, then Sepolia), with viem's ENS actions (which follow
 * CCIP-Read off by default: a name whose resolver answers through a gateway (ERC-3668) is not
 * resolved here, since the gateway's URL is whatever the name's resolver contract says and the
 * server would fetch it (a request forgery towards its own network); `ccipRead: true` follows them.
 * A revert (such a lookup, a broken resolver) is no name; an RPC failure is an error. An avatar is the raw
 * `avatar` text record, kept only when it is an `https:` URL the kit accepts (`isValidAvatarUrl`): the server fetches no avatar (NFT or
 * IPFS avatars are not shown), so a name's record cannot make it reach any address.
 * Undefined when no served chain has ENS.
 */
export function createEnsReader(
  chains: readonly Pick<ChainConfig, 'chainId' | 'rpcUrl'>[],
  { timeoutMs = 10_000, ccipRead = false }: { timeoutMs?: number; ccipRead?: boolean } = {},
): EnsReader | undefined {
  const chain = [1, 11155111].map((id) => chains.find((candidate) => candidate.chainId === id)).find((candidate) => candidate !== undefined)
  if (!chain) return undefined
  const universalResolverAddress = ensUniversalResolvers[chain.chainId]!
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: timeoutMs }), ...(ccipRead ? {} : { ccipRead: false }) }) as PublicClient
  const failed = (cause: unknown) => {
    if (cause instanceof BaseError && cause.walk((error) => error instanceof ContractFunctionRevertedError)) return undefined
    throw new UpstreamUnavailableError({ chainId: chain.chainId, cause })
  }

  const avatarOf = async (name: string) => {
    const text = await client.getEnsText({ name, key: 'avatar', universalResolverAddress })
    return text && text.startsWith('https://') && isValidAvatarUrl(text) ? text : undefined
  }

  return {
    chainId: chain.chainId,
    async primaryName(address) {
      try {
        const name = await client.getEnsName({ address, universalResolverAddress })
        if (!name || name !== safeNormalize(name)) return undefined
        return { name, address, chainId: chain.chainId, ...(await optional(avatarOf(name))) }
      } catch (cause) {
        return failed(cause)
      }
    },
    async resolve(name) {
      try {
        const address = await client.getEnsAddress({ name, universalResolverAddress })
        if (!address) return undefined
        return { name, address, chainId: chain.chainId, ...(await optional(avatarOf(name))) }
      } catch (cause) {
        return failed(cause)
      }
    },
  }
}

/** A normalized ENS name (ENSIP-15, viem's `normalize`), or undefined for one that cannot be. */
export function safeNormalize(name: string): string | undefined {
  try {
    return normalize(name)
  } catch {
    return undefined
  }
}

async function optional(avatar: Promise<string | undefined>): Promise<{ avatar?: string }> {
  try {
    const value = await avatar
    return value ? { avatar: value } : {}
  } catch (cause) {
    if (cause instanceof BaseError) return {}
    throw cause
  }
}
