import { readFileSync } from 'node:fs'
import { ConfigError } from '../errors.ts'

/** A `*_KEY_FILE`'s text as it is (the wallet master key: 64 hex or base64, checked where it is parsed). */
export function readKeyFile(path: string, variable = 'PORTICO_WALLET_MASTER_KEY_FILE'): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (cause) {
    throw new ConfigError(`Cannot read ${variable} ${path}`, { cause })
  }
}

/** A `*_KEY_FILE` holding a secp256k1 private key: `0x` and 64 hex characters, surrounding white space ignored. */
export function readHexKeyFile(path: string, variable: string): string {
  const text = readKeyFile(path, variable).trim()
  if (!/^0x[0-9a-fA-F]{64}$/.test(text)) throw new ConfigError(`${variable} must hold 0x and 64 hex characters`)
  return text
}
