/** The texts on the page itself (the buttons and the alerts): the only ones needed before the modal loads. */
export const buttons = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.wrongNetwork': 'Wrong network',
  'button.account': 'Account {address}',
  'alert.dismiss': 'Dismiss',
} as const
