import { type Address, formatUnits } from 'viem'
import type { TokenInfo } from '../simulate/describeChanges.ts'
import type { ClearSigned, Decoded } from './types.ts'

/** The tokens whose amounts `decoded` shows (their symbols and decimals are needed to word them). */
export function tokensOf(decoded: readonly (Decoded | undefined)[]): Address[] {
  const tokens = new Map<string, Address>()
  for (const entry of decoded) for (const field of entry?.fields ?? []) if ('tokenAmount' in field) tokens.set(field.tokenAmount.token.toLowerCase(), field.tokenAmount.token)
  return [...tokens.values()]
}

/**
 * `decoded` with every field in words: a token amount in whole tokens with its symbol ("12.5
 * PUSD"), an unlimited one as the descriptor's message ("Unlimited PUSD"); a token whose decimals
 * are not known keeps its base units and address.
 */
export function wordDecoded(decoded: Decoded, tokens: ReadonlyMap<string, TokenInfo>): ClearSigned {
  const fields = decoded.fields.map((field) => {
    if ('text' in field) return { label: field.label, value: field.text }
    const { token, amount, unlimited, message } = field.tokenAmount
    const info = tokens.get(token.toLowerCase())
    const name = info?.symbol ? (info.listed ? info.symbol : `${info.symbol} (${token})`) : token
    if (unlimited) return { label: field.label, value: `${message} ${name}` }
    if (info?.decimals === null || info?.decimals === undefined) return { label: field.label, value: `${amount} base units of ${token}` }
    return { label: field.label, value: `${formatUnits(amount, info.decimals)} ${name}` }
  })
  return { intent: decoded.intent, owner: decoded.owner, fields }
}
