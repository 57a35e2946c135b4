import { expect, test } from 'vitest'
import * as core from './index'
import * as internal from './internal'

// The runtime half of each entry (types leave no trace at run time): a change here is an API change.
test('@portico/core exports', () => {
  expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
    [
      "AdapterMethodNotSupportedError",
      "AdapterNotFoundError",
      "BaseError",
      "ChainNotSupportedError",
      "ConnectorChainsNotSupportedError",
      "ConnectorNotConnectedError",
      "ConnectorNotFoundError",
      "DisconnectError",
      "EmptyNetworksError",
      "InvalidCaipAddressError",
      "InvalidCaipNetworkIdError",
      "InvalidChainIdError",
      "InvalidSIWXMessageError",
      "NameSuggestionsError",
      "NetworkNotFoundError",
      "OnrampAmountOutOfRangeError",
      "OptionsConflictError",
      "RegisterNameError",
      "ResolveNameError",
      "SIWXInitError",
      "SIWXNamespaceNotSupportedError",
      "SIWXServerError",
      "SIWXSignError",
      "SendAmountAndReceiverRequiredError",
      "SendInsufficientBalanceError",
      "SendInvalidAmountError",
      "SendInvalidReceiverError",
      "SendTokenRequiredError",
      "ServerNotConfiguredError",
      "ServerRequestError",
      "SwapTransactionFailedError",
      "SwapsNetworkNotSupportedError",
      "UnrecognizedChainError",
      "UnsupportedChainNamespaceError",
      "UserRejectedRequestError",
      "WalletConnectConnectorNotFoundError",
      "WalletDefaultError",
      "WalletError",
      "chainNamespaces",
      "cookieToInitialState",
      "createCookieStorage",
      "createMemoryStorage",
      "createPortico",
      "createWebStorage",
      "findNetwork",
      "formatBalance",
      "formatTokenQuantity",
      "isChainNamespace",
      "isUnsupportedNetwork",
      "isValidName",
      "networkImageUrl",
      "normalizeName",
      "parseCaipAddress",
      "parseCaipNetworkId",
      "porticoServerSiwx",
      "resetSend",
      "setSend",
      "toCaipAddress",
      "toCaipNetworkId",
      "truncateAddress",
    ]
  `)
})

test('@portico/core/internal exports', () => {
  expect(Object.keys(internal).sort()).toMatchInlineSnapshot(`
    [
      "ACTIVITY_NAMESPACES",
      "CONNECTOR_TYPE_ORDER",
      "DEFAULT_FEATURES",
      "DEFAULT_SOCIALS",
      "NAME_AVATAR_MAX_LENGTH",
      "NAME_MAX_LENGTH",
      "NAME_MIN_LENGTH",
      "ONRAMP_LIMITS_USD",
      "ONRAMP_PROVIDER_FEE_PERCENT",
      "ONRAMP_RESTRICTED_TIME_ZONES",
      "SWAP_NETWORKS",
      "SWAP_SLIPPAGE_TOLERANCE",
      "describeNameProblem",
      "formatNameRegistrationMessage",
      "formatPortfolioValue",
      "formatWalletConnectDeepLink",
      "groupTransactionsByMonth",
      "isMobileUserAgent",
      "isOnrampRestrictedTimeZone",
      "isOriginAllowed",
      "isValidAvatarUrl",
      "nameProblem",
      "normalizeOriginPattern",
      "orderConnectors",
      "parseAmount",
      "parseNameRegistrationMessage",
      "sumPortfolioValue",
      "toDecimalString",
      "transactionSign",
      "walletErrorFromCause",
      "walletFeatures",
      "watchPairingExpiry",
    ]
  `)
})

test('no name is in both entries', () => {
  expect(Object.keys(internal).filter((name) => name in core)).toEqual([])
})
