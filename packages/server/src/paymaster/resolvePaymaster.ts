import { getAddress, isAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ConfigError } from '../errors.ts'
import { createChainReader } from './chainReader.ts'
import type { PaymasterDeps, PaymasterOptions } from './types.ts'
import { defaultGasBounds } from './userOperation.ts'

/**
 * Checks and resolves `PaymasterOptions`.
 *
 * @throws {ConfigError} on a bad key, address or duration.
 */
export function resolvePaymaster(options: PaymasterOptions): PaymasterDeps {
  let signer: PaymasterDeps['signer']
  if (typeof options.signer === 'string') {
    if (!/^0x[0-9a-fA-F]{64}$/.test(options.signer)) throw new ConfigError('The paymaster signer key must be 0x and 64 hex characters')
    try {
      signer = privateKeyToAccount(options.signer)
    } catch (cause) {
      throw new ConfigError('The paymaster signer key is not a valid secp256k1 key', { cause })
    }
  } else {
    signer = options.signer
  }
  const paymasters = new Map<number, ReturnType<typeof getAddress>>()
  for (const [chainId, address] of Object.entries(options.paymasters)) {
    if (!/^\d+$/.test(chainId) || !isAddress(address, { strict: false })) throw new ConfigError(`Bad paymaster entry ${chainId}=${String(address)}`)
    paymasters.set(Number(chainId), getAddress(address))
  }
  const validForSeconds = options.validForSeconds ?? 600
  if (!Number.isInteger(validForSeconds) || validForSeconds < 30 || validForSeconds > 86_400) throw new ConfigError('validForSeconds must be 30 to 86400')
  return { signer, paymasters, validForSeconds, gasBounds: { ...defaultGasBounds, ...options.gasBounds }, chainReader: options.chainReader ?? createChainReader() }
}
