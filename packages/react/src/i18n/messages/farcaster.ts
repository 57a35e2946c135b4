/** The ConnectingFarcaster view (Sign In With Farcaster), loaded with its chunk. */
export const farcaster = {
  'view.farcaster.preparing': 'Preparing the sign-in…',
  'view.farcaster.scan': 'Scan with your phone to sign in with Farcaster',
  'view.farcaster.waiting': 'Approve the sign-in in the Farcaster app.',
  'view.farcaster.qrLabel': 'QR code to sign in with Farcaster',
  'view.farcaster.open': 'Open Farcaster',
  'view.farcaster.copy': 'Copy link',
  'view.farcaster.copied': 'Link copied',
  'view.farcaster.connecting': 'Signing in…',
  'view.farcaster.expired': 'This sign-in request expired',
  'view.farcaster.failed': 'Signing in with Farcaster did not work',
  'view.farcaster.retry': 'Try again',
  'view.farcaster.retryHint': 'Start a new sign-in request and scan it again.',
} as const
