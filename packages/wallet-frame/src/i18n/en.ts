import type { CatalogueOf } from '@portico/core/internal'

/**
 * The frame's own visible texts (its approval, export, e-mail change and sessions screens), in
 * English: the source catalogue, shaped as the modal's (`@portico/react`'s `en`). Every other locale
 * the kit speaks is a file in `locales/` with the same keys, loaded when the host asks for it
 * (`loadMessages`). `{name}` placeholders are filled in by `t`; a text that depends on a count has one
 * form per plural category of its language (`Intl.PluralRules`).
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
  'error.cooldown': { one: 'Please try again after {count} second', other: 'Please try again after {count} seconds' },
  'error.mailLimit': 'Too many e-mails to this address for now. Try again later.',
  'error.generic': 'Something went wrong. Try again.',
  'approval.waiting': 'Requests waiting after this one: {count}',
  'request.approveToken': 'Allow token spending',
  'request.sendToken': 'Send tokens',
  'request.token': 'Token contract',
  'request.tokenAmount': 'Token amount',
  'request.spender': 'Spender',
  'request.allowance': 'Allowance',
  'request.unlimited': 'Unlimited',
  'request.tokenUnits': '{amount} (in the token’s smallest unit)',
  'request.nativeAmount': '{amount} (native currency of chain {chainId})',
  'warning.unlimited': 'Unlimited: the spender can take all of this token from your wallet, now and later, until you revoke the allowance.',
  'warning.hiddenCharacters': 'This message contains invisible or text-reordering characters, shown here as [U+…]. What you read may not be what you sign.',
  'warning.signInDomain': 'This sign-in message is for {domain}, but the page asking is {origin}. Signing it could log you in to another site.',
  'update.title': 'Update E-mail',
  'update.intro': 'Your wallet stays the same: only the address you log in with changes. We send a code to your current address, then one to the new one.',
  'update.emailLabel': 'New e-mail',
  'update.submit': 'Continue',
  'update.sending': 'Sending a code to {email}…',
  'update.primary': 'To confirm it is you, enter the 6-digit code we sent to {email}.',
  'update.secondary': 'Now enter the 6-digit code we sent to the new address, {email}.',
  'error.emailTaken': 'This e-mail address is already used by another wallet.',
  'error.emailUnchanged': 'This is already your e-mail address.',
  'error.emailInvalid': 'Enter a valid e-mail address.',
  'error.exportHeld': 'Your e-mail changed in the last 24 hours: the key can be exported once that time has passed.',
  'sessions.title': 'Sessions',
  'sessions.loading': 'Loading your sessions…',
  'sessions.intro': 'Where your wallet is signed in now. A session unused for 24 hours ends by itself.',
  'sessions.current': 'This browser',
  'sessions.other': 'Another browser',
  'sessions.unknownBrowser': 'Unknown browser',
  'sessions.app': 'App: {origin}',
  'sessions.lastUsed': 'Last used: {time}',
  'sessions.signOutEverywhere': 'Sign out everywhere',
  'sessions.close': 'Close',
} as const

export type FrameMessageKey = keyof typeof en

/** A whole catalogue of the frame: every key of the English one, plural texts where English has them. */
export type FrameMessages = CatalogueOf<typeof en>
