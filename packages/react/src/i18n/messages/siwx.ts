/** The sign-in view's texts (SIWXSignMessage). */
export const siwx = {
  'view.siwx.title': 'Sign In',
  'view.siwx.body': '{app} needs to connect to your wallet',
  'view.siwx.hint': 'Sign this message to prove you own this wallet and proceed.',
  'view.siwx.hintRequired': 'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
  'view.siwx.sign': 'Sign',
  'view.siwx.signing': 'Signing…',
  'view.siwx.waiting': 'Continue in your wallet',
  'view.siwx.cancel': 'Cancel',
  'view.siwx.checking': 'Checking your session…',
} as const
