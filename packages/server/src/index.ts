export { createDatabase, type CreateDatabaseOptions, type DialectName, type PorticoDatabase } from './db/createDatabase.ts'
export { createMigrator, migrateToLatest, migrations } from './db/migrate.ts'
export type { Database } from './db/schema.ts'
export { createApp, type CreateAppOptions } from './http/createApp.ts'
export { startServer, type StartServerOptions } from './startServer.ts'
export type { RunningServer } from './runningServer.ts'
export { loadConfig, type ServerConfig } from './config.ts'
export {
  createProject,
  ensureProject,
  generateProjectId,
  getProject,
  listProjects,
  requireProject,
  setAllowedOrigins,
  setFeatures,
  type CreateProjectParameters,
  type Project,
} from './projects/projects.ts'
export {
  defaultPaymasterPolicy,
  getPaymasterPolicy,
  setPaymasterPolicy,
  type PaymasterPolicy,
  type PaymasterPolicyPatch,
} from './paymaster/policy.ts'
export type { PaymasterOptions } from './paymaster/types.ts'
export { defaultFeatures, socialIds, type Features, type FeaturesPatch, type SocialId } from './projects/features.ts'
export { isOriginAllowed, normalizeOriginPattern } from './projects/origins.ts'
export { hit, pruneRateLimits, type HitResult } from './rateLimit/hit.ts'
export { ingestEvents, type IngestResult } from './analytics/ingestEvents.ts'
export { analyticsEventSchema, type AnalyticsEvent } from './analytics/eventSchema.ts'
export { queryWallets, type WalletQuery } from './wallets/queryWallets.ts'
export { seedRegistryWallets, seedWallets } from './wallets/seedWallets.ts'
export type { RegistryWallet, WalletJson } from './wallets/types.ts'
export {
  BadRequestError,
  CliUsageError,
  ConfigError,
  ListenError,
  NotFoundError,
  OriginNotAllowedError,
  PayloadTooLargeError,
  ProjectNotFoundError,
  RateLimitedError,
  ServerError,
  type ErrorCode,
} from './errors.ts'
export { getSiwxSession, readSessionToken, sessionCookieName } from './siwx/getSiwxSession.ts'
export { findSession, type SiwxSession } from './siwx/sessions.ts'
export { SiwxError } from './siwx/errors.ts'
export type { RpcUrls } from './siwx/rpcUrls.ts'
export { pruneSiwx } from './siwx/pruneSiwx.ts'
export { pruneEmbedded } from './embedded/pruneEmbedded.ts'
export { defaultSecretEnv, listSocialClients, removeSocialClient, setSocialClient, type SocialClient } from './embedded/social/socialClients.ts'
export { productionEndpoints, type OAuthEndpoints, type OidcEndpoints, type SocialEndpoints } from './embedded/social/providers.ts'
export type { SocialLoginOptions } from './embedded/social/types.ts'
export { defaultChains, devnetChains, knownChains, parseChainId, resolveChains, type ChainConfig, type ResolveChainsOptions } from './chains/chains.ts'
export { UnknownChainError, UpstreamUnavailableError } from './chains/errors.ts'
export { defaultRpcMethods } from './rpc/allowedMethods.ts'
export { getRpcMethods, setRpcMethods } from './rpc/projectRpcMethods.ts'
export { getBalances, type TokenBalance } from './balances/getBalances.ts'
export { configuredPrices, firstPrices, type PriceKey, type PriceProvider } from './tokens/priceProvider.ts'
export { chainlinkPrices, priceOfRound, type ChainlinkPricesOptions } from './tokens/chainlinkPrices.ts'
export { coinGeckoChains, httpPrices, type HttpPricesOptions } from './tokens/httpPrices.ts'
export { loadChainlinkFeeds, parseChainlinkFeeds, type ChainlinkFeed, type ChainlinkFeeds } from './tokens/chainlinkFeeds.ts'
export { createTokenLists, loadTokenList, maxTokensPerChain, readTokenList, tokensOfList, type ListedToken, type TokenLists } from './tokens/tokenLists.ts'
export { accountApiActivity, AccountApiError, type AccountApiActivityOptions } from './activity/accountApiActivity.ts'
export type { ActivityPage, ActivityProvider, ActivityProviders } from './activity/activityProvider.ts'
export { createIndexer, type Indexer } from './activity/createIndexer.ts'
export { queryHistory, type HistoryItem, type HistoryTransfer } from './activity/queryHistory.ts'
export { defaultSwapProviders, type SwapProviders } from './swaps/defaultSwapProviders.ts'
export { createUniswapV2Provider, type UniswapV2ProviderParameters } from './swaps/uniswapV2/createUniswapV2Provider.ts'
export { devnetUniswapV2, type UniswapV2Deployment } from './swaps/uniswapV2/deployments.ts'
export { createUniswapV3Provider, type UniswapV3ProviderParameters } from './swaps/uniswapV3/createUniswapV3Provider.ts'
export { type UniswapV3Deployment, uniswapV3Deployments } from './swaps/uniswapV3/deployments.ts'
export { createZeroExProvider, type ZeroExProviderParameters } from './swaps/aggregator/createZeroExProvider.ts'
export { createEnsReader, type EnsIdentity, type EnsReader } from './ens/createEnsReader.ts'
export type { EnsGatewayConfig } from './ens/ensGatewayConfig.ts'
export { ensUniversalResolvers } from './ens/ensDeployments.ts'
export { isSwapNetwork, swapChainIds } from './swaps/swapNetworks.ts'
export type { SwapAmount, SwapBuildRequest, SwapProvider, SwapQuote, SwapQuoteRequest, SwapToken, SwapTransaction } from './swaps/types.ts'
export {
  FeatureDisabledError,
  SwapApprovalRequiredError,
  SwapNoRouteError,
  SwapProviderUnavailableError,
  SwapsNetworkNotSupportedError,
  SwapTokenNotSupportedError,
} from './swaps/errors.ts'
export { lookupName, reverseLookup } from './names/queryNames.ts'
export { registerName, type RegisterNameParameters } from './names/registerName.ts'
export { suggestNames } from './names/suggestNames.ts'
export type { NameRecord } from './names/nameRecord.ts'
export { NameError, type NameErrorCode } from './names/errors.ts'
export type { OnrampOptions, OnrampOptionsRequest, OnrampPaymentMethod, OnrampProvider, OnrampQuote, OnrampQuoteRequest } from './onramp/types.ts'
export { moonPayUrl, type MoonPayUrlParameters } from './onramp/providers/moonpayUrl.ts'
export { coinbaseOnrampUrl, type CoinbaseOnrampUrlParameters } from './onramp/providers/coinbaseOnrampUrl.ts'
export { transakUrl, type TransakUrlParameters } from './onramp/providers/transakUrl.ts'
export { OnrampWidgetNotSupportedError } from './onramp/providers/errors.ts'
export { acceptableQuotes, checkOnrampAmount, isProviderFeeInRange, OnrampAmountOutOfRangeError, OnrampPaymentMethodNotSupportedError } from './onramp/limits.ts'
export type { ExchangePayment, ExchangePaymentContext, ExchangePaymentRequest, ExchangePaymentStatus, ExchangeProvider, PayExchange } from './pay/types.ts'
export { createSandboxExchange, type CreateSandboxExchangeParameters, type SandboxExchange, sandboxExchangeAccount } from './pay/sandbox/createSandboxExchange.ts'
export { createSandboxExchangeStore, type SandboxExchangeStore, type SandboxExchangePayment } from './pay/sandbox/sandboxExchangeStore.ts'
export { ExchangeUnavailableError } from './pay/errors.ts'
