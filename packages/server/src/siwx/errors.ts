import { type ServerErrorParameters, ServerError, type SiwxErrorCode } from '../errors.ts'

const statusOf = (code: SiwxErrorCode) =>
  code === 'siwx_no_session' || code === 'siwx_invalid_signature' ? 401 : code === 'siwx_origins_required' ? 403 : 400

/**
 * A refused sign-in: `code` tells the client why (`siwx_nonce_used`, `siwx_domain_mismatch`…), the
 * message says it in words. 401 for a missing session or a bad signature, 403 when the project lists
 * no origins, 400 otherwise.
 */
export class SiwxError extends ServerError {
  override name = 'SiwxError'
  declare readonly code: SiwxErrorCode

  constructor(code: SiwxErrorCode, message: string, parameters: ServerErrorParameters = {}) {
    super(code, statusOf(code), message, parameters)
  }
}

/** Sign-in on a project with no allow-list: any site could ask for nonces and redeem signatures made for it. */
export class SiwxOriginsRequiredError extends SiwxError {
  override name = 'SiwxOriginsRequiredError'
  readonly projectId: string

  constructor({ projectId }: { projectId: string }) {
    super('siwx_origins_required', 'Sign-in needs the project to list its origins', {
      details: { fix: `portico-server project origins ${projectId} --set https://app.example.com` },
    })
    this.projectId = projectId
  }
}
