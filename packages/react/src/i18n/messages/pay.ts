/** Pay: the Pay view's (`portico.pay`) title and its errors (the view's own texts come with its chunk: `payView`). */
export const pay = {
  'view.pay.title': 'Pay',
  'error.PayInsufficientBalanceError': 'Insufficient balance',
  'error.PayCancelledError': 'Payment cancelled',
  'error.PayTransactionFailedError': 'The payment failed',
  'error.PayNetworkNotSupportedError': 'Network not supported for Pay',
  'error.PayUnsupportedAssetError': 'Unsupported asset',
  'error.PayRecipientNotFoundError': 'Recipient not found',
  'error.PayInvalidAmountError': 'Invalid payment amount',
} as const
