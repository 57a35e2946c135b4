/**
 * `@portico/core/internal`: what Portico's own packages (react, the adapters, server) share with core and
 * apps should not use. Anything here may change in any release without notice; the public API is
 * `@portico/core`.
 */

////////////////////////////////////////////////////////////////////////////////
// For @portico/react (the modal's building blocks)
////////////////////////////////////////////////////////////////////////////////

export { CONNECTOR_TYPE_ORDER, RECOMMENDED_WALLETS_COUNT } from './constants'
export { type ConnectorGroupName, orderConnectors } from './connectors/orderConnectors'
export { groupByWallet, type WalletEntry } from './connectors/groupByWallet'
export { type AccountFeature, accountFeatureWorksOn } from './account/accountFeatures'
export { chainRules, chainSupports } from './kit/chainRules'
export { showAccount, showHome } from './navigation/home'
export { showConnected, showEmbeddedStart } from './navigation/afterConnect'
export { formatCaip122Message } from './siwx/formatCaip122Message'
export type { Caip122Format } from './siwx/types'
export { formatSIWXMessage } from './siwx/formatSIWXMessage'
export { featureOfView, walletFeatures } from './account/walletFeatures'
export { groupTransactionsByMonth } from './activity/groupTransactionsByMonth'
export { transactionSign } from './activity/transactionSign'
export { sumPortfolioValue } from './account/filterTokenBalances'
export { formatPortfolioValue } from './format/formatPortfolioValue'
export { formatWalletConnectDeepLink, isMobileUserAgent } from './walletConnect/deepLink'
export { watchPairingExpiry } from './walletConnect/watchPairingExpiry'

////////////////////////////////////////////////////////////////////////////////
// For the texts of @portico/react and @portico/wallet-frame (one catalogue shape, one `t`)
////////////////////////////////////////////////////////////////////////////////

export type { CatalogueOf, CatalogueText, PluralMessage, TranslateValues } from './i18n/catalogue'
export { createTranslate, type Translate } from './i18n/createTranslate'
export { type Locale, localeDirection, locales, matchLocale } from './i18n/locales'
export { isPasskeyName, PASSKEY_NAME_MAX } from './embedded/passkeyName'

////////////////////////////////////////////////////////////////////////////////
// For @portico/evm
////////////////////////////////////////////////////////////////////////////////

export { toDecimalString } from './format/toDecimalString'
export { parseAmount } from './format/parseAmount'
export { walletErrorFromCause } from './errors/walletErrorFromCause'

////////////////////////////////////////////////////////////////////////////////
// For the adapters of the other namespaces (@portico/solana, bitcoin, polkadot, cosmos)
////////////////////////////////////////////////////////////////////////////////

export {
  type AdapterConnections,
  createAdapterConnections,
  type CreateAdapterConnectionsParameters,
  type LiveConnection,
} from './adapter/createAdapterConnections'
export { whenPageLoaded } from './adapter/whenPageLoaded'

////////////////////////////////////////////////////////////////////////////////
// For the embedded wallet: the host side (@portico/evm) and the wallet frame (@portico/wallet-frame)
////////////////////////////////////////////////////////////////////////////////

export {
  APP_EVENT_PREFIX,
  type AppRequestName,
  type AppRequestPayload,
  appRequestSchemas,
  embeddedUserSchema,
  FRAME_EVENT_PREFIX,
  type FrameEventName,
  type FrameSuccessPayload,
  frameEventSchemas,
  frameSuccessSchemas,
  parseAppRequest,
  parseFrameMessage,
} from './embedded/frameProtocol'
export { createEmbeddedWalletClient, type CreateEmbeddedWalletClientParameters, type EmbeddedWalletClient } from './embedded/createEmbeddedWalletClient'
export { createFrameChannel, type CreateFrameChannelParameters, type FrameChannel, type FrameParameters } from './embedded/createFrameChannel'
export { startSameTabSocial, type SocialReturn } from './embedded/socialReturn'

////////////////////////////////////////////////////////////////////////////////
// For @portico/server (what the server and the kit must agree on)
////////////////////////////////////////////////////////////////////////////////

export {
  DEFAULT_SOCIALS,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  ONRAMP_LIMITS_USD,
  ONRAMP_PROVIDER_FEE_PERCENT,
  ONRAMP_RESTRICTED_TIME_ZONES,
  SWAP_NETWORKS,
  SWAP_SLIPPAGE_TOLERANCE,
} from './constants'
export { isOnrampRestrictedTimeZone } from './onramp/onrampRestricted'
export { DEFAULT_FEATURES } from './features/features'
export { filterSocialsForTelegram, type TelegramPlatform, visibleSocials } from './features/socialLogins'
export { isOriginAllowed, normalizeOriginPattern } from './origins/originPatterns'
export type { RemoteFeatures, ServerWallet, SocialProvider } from './server/types'
export { formatNameRegistrationMessage, type NameRegistrationFields, parseNameRegistrationMessage } from './names/nameRegistrationMessage'
export { describeNameProblem, type NameProblem, nameProblem } from './names/validateName'
export { isValidAvatarUrl, NAME_AVATAR_MAX_LENGTH, SOCIAL_AVATAR_MAX_LENGTH } from './names/avatarUrl'
export { callsReviewKey, payReviewKey, sendReviewKey, swapReviewKey } from './simulation/reviewKeys'

////////////////////////////////////////////////////////////////////////////////
// For the tests of the kit against a running server (packages/integration, never published)
////////////////////////////////////////////////////////////////////////////////

export { storageKeys } from './storage/storageKeys'
