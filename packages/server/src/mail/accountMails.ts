import type { MailMessage } from './mailer.ts'
import type { LoginMailContext } from './loginMails.ts'
import { escapeHtml } from '../utils/escapeHtml.ts'

const where = ({ projectName, appOrigin }: LoginMailContext) => (appOrigin ? `${projectName} (${appOrigin})` : projectName)

/** A code mail: the code on a line of its own (`Your code: 123456`), then what it is for. */
function codeMail(to: string, code: string, subject: string, lines: string[]): MailMessage {
  const text = [`Your code: ${code}`, '', ...lines].join('\n')
  const html = `<p>Your code: <strong>${code}</strong></p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`
  return { to, subject, text, html }
}

/** E-mail update, first step: a code to the current address, naming the new one. */
export function updateEmailPrimaryMail(context: LoginMailContext & { code: string; minutes: number; newEmail: string }): MailMessage {
  return codeMail(context.to, context.code, `${context.code} confirms your wallet's new e-mail`, [
    `Enter it on ${where(context)} to change your wallet's e-mail from this address to ${context.newEmail}. It expires in ${context.minutes} minutes.`,
    'If you did not ask for it, ignore this message: the address stays as it is.',
  ])
}

/** E-mail update, second step: a code to the new address. */
export function updateEmailSecondaryMail(context: LoginMailContext & { code: string; minutes: number }): MailMessage {
  return codeMail(context.to, context.code, `${context.code} confirms this address for your wallet`, [
    `Enter it on ${where(context)} to make this address your wallet's e-mail. It expires in ${context.minutes} minutes.`,
    'If you did not ask for it, ignore this message.',
  ])
}

/** A recovery e-mail for a passkey wallet: a code to the address being added. */
export function recoveryEmailMail(context: LoginMailContext & { code: string; minutes: number }): MailMessage {
  return codeMail(context.to, context.code, `${context.code} adds this address to your wallet`, [
    `Enter it on ${where(context)} to add this address to your passkey wallet: it can then log in to the wallet and get it back if the passkey is lost. It expires in ${context.minutes} minutes.`,
    'If you did not ask for it, ignore this message: nothing changes.',
  ])
}

/** Key export: a fresh code before the private key is shown. */
export function exportKeyMail(context: LoginMailContext & { code: string; minutes: number }): MailMessage {
  return codeMail(context.to, context.code, `${context.code} shows your wallet's private key`, [
    `Enter it on ${where(context)} to show your wallet's private key. It expires in ${context.minutes} minutes.`,
    'Whoever has the key controls the wallet. If you did not ask for it, do not enter or share the code.',
  ])
}

/** The address's codes are locked after too many wrong ones (sent once, when the lock starts). */
export function codesLockedMail(context: LoginMailContext & { minutes: number }): MailMessage {
  const lines = [
    `Several wrong codes were entered for your wallet on ${where(context)}.`,
    `To protect it, no code for this address is accepted for the next ${context.minutes} minutes.`,
    'If this was not you, someone may be trying to get into your wallet: never share the codes we send you.',
  ]
  return { to: context.to, subject: 'Wrong codes were entered for your wallet', text: lines.join('\n'), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') }
}

/** After an e-mail change: to the old address, with the link that undoes it. */
export function emailChangedMail(context: LoginMailContext & { newEmail: string; undoUrl: string; hours: number }): MailMessage {
  const lines = [
    `Your wallet on ${where(context)} now logs in with ${context.newEmail} instead of this address. Its other sessions were signed out, and its key cannot be exported for the next 24 hours.`,
    `If you did not make this change, undo it within ${context.hours} hours: ${context.undoUrl}`,
    'Undoing it gives the wallet back to this address, removes every login linked to it since the change, and signs out every session.',
  ]
  const link = `<a href="${escapeHtml(context.undoUrl)}">${escapeHtml(context.undoUrl)}</a>`
  const html = lines.map((line) => `<p>${escapeHtml(line).replace(escapeHtml(context.undoUrl), link)}</p>`).join('')
  return { to: context.to, subject: 'Your wallet has a new e-mail address', text: lines.join('\n'), html }
}

/** The providers' own names, as a login mail shows them (the provider's display name for the person is never put in a mail). */
const providerNames: Record<string, string> = { email: 'E-mail', google: 'Google', x: 'X', discord: 'Discord', apple: 'Apple', github: 'GitHub', facebook: 'Facebook', farcaster: 'Farcaster' }
const providerName = (provider: string) => providerNames[provider] ?? provider.replace(/[^a-z0-9_-]/gi, '').slice(0, 32)

/** A login was linked to the wallet, or removed from it: to the wallet's e-mail address (issue 35). */
export function loginChangedMail(context: LoginMailContext & { change: 'linked' | 'removed'; provider: string }): MailMessage {
  const login = providerName(context.provider)
  const lines =
    context.change === 'linked'
      ? [
          `A ${login} login was linked to your wallet on ${where(context)}: it now opens the wallet too.`,
          'If this was not you, log in, remove it under Linked logins, and sign out your other sessions. If your wallet\'s e-mail address was changed as well, the undo link sent to the old address removes every login linked since the change.',
        ]
      : [
          `A ${login} login was removed from your wallet on ${where(context)}: it no longer opens the wallet.`,
          'If this was not you, log in with another of your logins, sign out your other sessions, and link it again.',
        ]
  const subject = context.change === 'linked' ? 'A login was linked to your wallet' : 'A login was removed from your wallet'
  return { to: context.to, subject, text: lines.join('\n'), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') }
}
