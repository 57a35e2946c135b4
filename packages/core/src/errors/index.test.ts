import { expect, test } from 'vitest'
import * as exports from './index'

test('public exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AdapterMethodNotSupportedError",
      "AdapterNotFoundError",
      "BaseError",
      "ChainNotSupportedError",
      "ConnectorChainsNotSupportedError",
      "ConnectorNotFoundError",
      "DisconnectError",
      "EmptyNetworksError",
      "InvalidCaipAddressError",
      "InvalidCaipNetworkIdError",
      "InvalidChainIdError",
      "InvalidSIWXMessageError",
      "NetworkNotFoundError",
      "OptionsConflictError",
      "RequestAbortedError",
      "SIWXInitError",
      "SIWXNamespaceNotSupportedError",
      "SIWXServerError",
      "SIWXSignError",
      "SendAmountAndReceiverRequiredError",
      "SendCallsValidationError",
      "SendInsufficientBalanceError",
      "SendInvalidAmountError",
      "SendInvalidReceiverError",
      "SendTokenRequiredError",
      "ServerRequestError",
      "UnknownError",
      "UnrecognizedChainError",
      "UnsupportedChainError",
      "UnsupportedChainNamespaceError",
      "UserRejectedRequestError",
      "WalletConnectConnectorNotFoundError",
      "WalletDefaultError",
      "WalletError",
      "walletErrorCodes",
      "walletErrorFromCause",
    ]
  `)
})
