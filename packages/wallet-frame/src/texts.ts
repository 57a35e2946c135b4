/**
 * The frame's own visible texts (its approval and export screens), in English. Other languages sit
 * in `locales.ts`; the host passes its active locale and the frame picks the closest one it has.
 */
export const en = {
  'approval.asks': '{origin} asks:',
  'approval.appAsks': '{app} ({origin}) asks:',
  'approval.approve': 'Approve',
  'approval.reject': 'Reject',
  'request.signMessage': 'Sign message',
  'request.signTypedData': 'Sign typed data',
  'request.sendTransaction': 'Send transaction',
  'request.other': 'Approve request',
  'request.message': 'Message',
  'request.data': 'Data',
  'request.to': 'To',
  'request.amount': 'Amount',
  'request.network': 'Network',
  'request.method': 'Method',
  'export.title': 'Export private key',
  'export.sending': 'Sending a code to your e-mail…',
  'export.prompt': 'To show your private key, enter the 6-digit code we sent to {email}.',
  'export.codeLabel': 'Code',
  'export.submit': 'Show key',
  'export.resend': 'Send a new code',
  'export.codeSent': 'A new code is on its way.',
  'export.cancel': 'Cancel',
  'export.warning': 'Anyone with this key controls your wallet and everything in it. Never share it or paste it into a website; nobody from this app will ever ask for it.',
  'export.keyLabel': 'Private key',
  'export.copy': 'Copy key',
  'export.copied': 'Copied',
  'export.done': 'Done',
  'error.invalidCode': 'This code is not right. Try again.',
  'error.expired': 'The code has expired: ask for a new code.',
  'error.tooMany': 'Too many wrong codes: ask for a new code.',
  'error.cooldown': 'Please try again after {count} seconds',
  'error.mailLimit': 'Too many e-mails to this address for now. Try again later.',
  'error.generic': 'Something went wrong. Try again.',
} as const

export type TextKey = keyof typeof en
export type Texts = Record<TextKey, string>
