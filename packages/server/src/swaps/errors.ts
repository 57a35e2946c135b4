import { ServerError, type ServerErrorParameters } from '../errors.ts'

/** The project has not turned the feature on (`portico-server project features ID --swaps on`). */
export class FeatureDisabledError extends ServerError {
  override name = 'FeatureDisabledError'
  readonly feature: string

  constructor({ feature, projectId }: { feature: string; projectId: string }) {
    super('feature_disabled', 403, `The ${feature} feature is not enabled for this project`, {
      details: { feature, fix: `portico-server project features ${projectId} --${feature} on` },
    })
    this.feature = feature
  }
}

/** A network swaps do not work on (spec §9: the 12 listed networks, and a served devnet). */
export class SwapsNetworkNotSupportedError extends ServerError {
  override name = 'SwapsNetworkNotSupportedError'
  readonly chainId: number

  constructor({ chainId }: { chainId: number }) {
    // The spec's text (§8), as the Swap view shows it.
    super('swaps_network_not_supported', 400, 'Network not supported for Swaps', { details: { chainId: `eip155:${chainId}` } })
    this.chainId = chainId
  }
}

/** A swap network for which this server has no provider configured (see `createApp({ swapProviders })`). */
export class SwapProviderUnavailableError extends ServerError {
  override name = 'SwapProviderUnavailableError'
  readonly chainId: number

  constructor({ chainId, name }: { chainId: number; name: string }) {
    super('swap_provider_unavailable', 503, `No swap provider is configured for ${name} on this server`, {
      details: { chainId: `eip155:${chainId}` },
    })
    this.chainId = chainId
  }
}

/** A token that is not on the network's swap list. */
export class SwapTokenNotSupportedError extends ServerError {
  override name = 'SwapTokenNotSupportedError'

  constructor({ token, chainId }: { token: string; chainId: number }) {
    super('swap_token_not_supported', 400, `Token ${token} cannot be swapped on chain ${chainId}`)
  }
}

/** No pool connects the two tokens, or it cannot fill the amount. */
export class SwapNoRouteError extends ServerError {
  override name = 'SwapNoRouteError'

  constructor(message: string, parameters: ServerErrorParameters = {}) {
    super('swap_no_route', 400, message, parameters)
  }
}

/** Building a swap of a token the router may not spend yet: approve first. */
export class SwapApprovalRequiredError extends ServerError {
  override name = 'SwapApprovalRequiredError'

  constructor({ spender, allowance, amount }: { spender: string; allowance: bigint; amount: bigint }) {
    super('swap_approval_required', 400, 'The token must be approved for the swap first', {
      details: { spender, allowance: allowance.toString(), amount: amount.toString() },
    })
  }
}
