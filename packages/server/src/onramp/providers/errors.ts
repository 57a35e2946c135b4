/** A network, token or payment method a provider's hosted widget does not take (a URL builder's refusal). */
export class OnrampWidgetNotSupportedError extends Error {
  override name = 'OnrampWidgetNotSupportedError'
  readonly provider: string

  constructor({ provider, what }: { provider: string; what: string }) {
    super(`${provider} does not offer ${what.slice(0, 64)}`)
    this.provider = provider
  }
}
