import type { PublicClient } from 'viem'

/** What a sign-in message says, read by its namespace's verifier. */
export type SignInFields = {
  address: string
  /** The CAIP-2 chain id: the verifier's namespace and `reference`. */
  caip2: string
  reference: string
  domain: string
  nonce: string
  uri: string
  scheme?: string | undefined
  issuedAt: Date
  expirationTime?: Date | undefined
  notBefore?: Date | undefined
}

/** How the server checks the sign-ins of one namespace (one per file of this folder, listed in `signInVerifiers.ts`). */
export type SignInVerifier = {
  /**
   * The message's fields when it is this namespace's sign-in message, undefined when it is not.
   * @throws {SiwxError} `siwx_invalid_message` (this namespace's message, malformed), `siwx_invalid_signature`.
   */
  read(message: string, signature: string): SignInFields | undefined
  /**
   * A namespace checked here with no RPC: the form of its CAIP-2 references (any network: the
   * signature needs no chain). Absent: the signature is checked on the chain's RPC.
   */
  offlineReference?: RegExp
  /** @throws {SiwxError} `siwx_invalid_message`, `siwx_invalid_signature`. */
  verify(parameters: { fields: SignInFields; message: string; signature: string; client: PublicClient | undefined }): Promise<void> | void
}
