export type TransakUrlParameters = {
  apiKey: string
  /**
   * From Transak's Create Widget URL API (on the server, with the API secret), which takes the
   * prefilled parameters; single-use. Transak no longer reads them from the widget's URL.
   */
  sessionId: string
  /** `staging`: `global-stg.transak.com`. Default `production`. */
  environment?: 'production' | 'staging' | undefined
}

/** Transak's hosted widget for a session made on the server. */
export function transakUrl(parameters: TransakUrlParameters): string {
  const url = new URL(parameters.environment === 'staging' ? 'https://global-stg.transak.com' : 'https://global.transak.com')
  url.searchParams.set('apiKey', parameters.apiKey)
  url.searchParams.set('sessionId', parameters.sessionId)
  return url.toString()
}
