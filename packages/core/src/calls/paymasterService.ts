export type PorticoPaymasterServiceParameters = {
  /** The Portico server, as given to `createPortico` (`serverUrl`). */
  serverUrl: string
  projectId: string
  /**
   * Let a wallet without ERC-7677 send the batch anyway, paying its own gas (EIP-5792: an optional
   * capability may be ignored). Default true; false makes such a wallet refuse the batch.
   */
  optional?: boolean | undefined
}

/**
 * The EIP-5792 capability that asks the wallet to have the batch's gas paid by the Portico server's
 * ERC-7677 paymaster service (`POST /v1/paymaster?projectId=`), as far as the project's sponsorship
 * policy allows. Pass it to `sendCalls`:
 *
 * @example
 * await sendCalls(portico, { calls, capabilities: porticoPaymasterService({ serverUrl, projectId }) })
 */
export function porticoPaymasterService({ serverUrl, projectId, optional = true }: PorticoPaymasterServiceParameters) {
  const url = `${serverUrl.replace(/\/+$/, '')}/v1/paymaster?projectId=${encodeURIComponent(projectId)}`
  return { paymasterService: { url, optional } }
}
