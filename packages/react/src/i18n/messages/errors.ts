/**
 * Texts of the errors and alerts a visitor reads, by error class name (`error.<name>`) or alert
 * code (`alert.<code>`). Errors and alerts without a text here show the kit's own English message
 * (those are meant for the app's developer, or come from the wallet).
 */
export const errors = {
  'error.SendAmountAndReceiverRequiredError': 'An amount and receiver address are required',
  'error.SendTokenRequiredError': 'A token is required',
  'error.SendInvalidReceiverError': 'Invalid receiver address',
  'error.SendInvalidAmountError': 'Invalid amount',
  'error.SendInsufficientBalanceError': 'Insufficient balance',
  'alert.token_balance_unavailable': 'Token Balance Unavailable',
  'alert.failed_to_fetch_transactions': 'Failed to fetch transactions',
  'alert.multi_wallet_not_enabled': 'Multi-Wallet Not Enabled',
  'alert.swap_completed': 'Swap completed',
  'alert.session_not_restored': 'Your last session could not be restored',
} as const
