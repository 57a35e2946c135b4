/** A JSON-RPC error the front answers with (codes as a Solana validator uses them). */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** JSON-RPC codes: the spec's, and the validator's for a failed preflight. */
export const rpcErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** "Transaction simulation failed" (the validator's send-preflight failure). */
  sendTransactionPreflightFailure: -32002,
} as const

/** The Solana test chain could not start (port taken, bad options). */
export class SolanaDevnetError extends Error {
  override name = 'SolanaDevnetError'
}
