import { readFileSync } from 'node:fs'
import { parseMasterKey } from '../embedded/masterKey.ts'

/**
 * `portico-server check`, the embedded wallet's master key (`PORTICO_WALLET_MASTER_KEY` or `_FILE`):
 * when the wallet is on (a key, its file, or an SMTP URL is set), the key is there and is 32 bytes.
 * Reads the environment itself, so that a bad key is one line among the others. Never prints the key.
 */
export function checkMasterKey(env: Record<string, string | undefined>): string[] {
  const inline = env.PORTICO_WALLET_MASTER_KEY || undefined
  const file = env.PORTICO_WALLET_MASTER_KEY_FILE || undefined
  if (!inline && !file) {
    return env.PORTICO_SMTP_URL ? ['PORTICO_SMTP_URL is set but no PORTICO_WALLET_MASTER_KEY (or _FILE): the embedded wallet stays off'] : []
  }
  let text: string
  if (inline) text = inline
  else {
    try {
      text = readFileSync(file!, 'utf8')
    } catch {
      return [`PORTICO_WALLET_MASTER_KEY_FILE ${file} cannot be read`]
    }
  }
  try {
    parseMasterKey(text)
  } catch {
    return [`${inline ? 'PORTICO_WALLET_MASTER_KEY' : 'PORTICO_WALLET_MASTER_KEY_FILE'} is not 32 bytes in 64 hex characters or base64`]
  }
  return []
}
