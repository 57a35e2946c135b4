/** The texts of the connect and account buttons. */
export const buttons = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.wrongNetwork': 'Wrong network',
  'button.account': 'Account {address}',
} as const
