/** The arguments the legacy `siweConfig.createMessage` receives (EVM only). */
export type SIWECreateMessageArgs = {
  /** CAIP-10 account, e.g. `eip155:1:0x…`. */
  address: string
  chainId: number
  domain: string
  uri: string
  version: '1'
  nonce: string
  statement?: string | undefined
  resources?: readonly string[] | undefined
  requestId?: string | undefined
  /** Issued At (ISO 8601). */
  iat?: string | undefined
  /** Expiration Time (ISO 8601). */
  exp?: string | undefined
  /** Not Before (ISO 8601). */
  nbf?: string | undefined
}

/** What the legacy `siweConfig.getSession` answers. */
export type SIWESession = { address: string; chainId: number }

/** The parameters the legacy `siweConfig.getMessageParams` may give. */
export type SIWEMessageParams = {
  domain?: string | undefined
  uri?: string | undefined
  statement?: string | undefined
  resources?: readonly string[] | undefined
  /** Issued At, Expiration Time, Not Before (ISO 8601). */
  iat?: string | undefined
  exp?: string | undefined
  nbf?: string | undefined
}

/**
 * The legacy EVM-only sign-in option. Portico maps it onto `siwx` (see `siwxFromSIWEConfig`); set
 * one or the other, never both.
 */
export type SIWEConfig = {
  getNonce(address?: string): Promise<string>
  /** The text to sign, usually EIP-4361 (e.g. `formatEip155Message`). */
  createMessage(args: SIWECreateMessageArgs): string
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  getSession(): Promise<SIWESession | null>
  signOut(): Promise<boolean>
  getMessageParams?(): Promise<SIWEMessageParams>
  onSignIn?(session?: SIWESession): void
  onSignOut?(): void
  /** Sign-in is required: cancelling disconnects. Default true, as it was. */
  required?: boolean | undefined
}
