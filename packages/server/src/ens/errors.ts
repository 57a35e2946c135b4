import { ServerError, type ServerErrorParameters } from '../errors.ts'

/**
 * A CCIP-Read gateway request the gateway will not answer: not hex, too long, not a `resolve(bytes,
 * bytes)` call, a name outside the operator's parent, a record type it does not serve, or a sender
 * other than the operator's offchain resolver. 400 `bad_request` (the wallet's lookup then fails, as
 * ERC-3668 has it for a 4xx).
 */
export class EnsGatewayRequestError extends ServerError {
  override name = 'EnsGatewayRequestError'

  constructor(message: string, parameters: ServerErrorParameters = {}) {
    super('bad_request', 400, message, parameters)
  }
}

/** The gateway is not configured on this server (no parent name, signer and resolver): 404 `not_found`. */
export class EnsGatewayNotConfiguredError extends ServerError {
  override name = 'EnsGatewayNotConfiguredError'

  constructor() {
    super('not_found', 404, 'This server runs no ENS gateway (PORTICO_ENS_PARENT_NAME is not set)')
  }
}
