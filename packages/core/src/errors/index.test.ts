import { expect, test } from 'vitest'
import * as exports from './index'

test('public exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AdapterMethodNotSupportedError",
      "AdapterNotFoundError",
      "BaseError",
      "ChainNotSupportedError",
      "ConnectorNotFoundError",
      "DisconnectError",
      "EmptyNetworksError",
      "InvalidCaipAddressError",
      "InvalidCaipNetworkIdError",
      "InvalidChainIdError",
      "NetworkNotFoundError",
      "OptionsConflictError",
      "RequestAbortedError",
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
      "WalletDefaultError",
      "WalletError",
      "walletErrorCodes",
      "walletErrorFromCause",
    ]
  `)
})
