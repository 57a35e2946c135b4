import type { MailMessage } from './mailer.ts'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** Who asks: the project's name and the page the visitor is on (as the wallet frame saw it). */
export type LoginMailContext = { to: string; projectName: string; appOrigin: string | null }

const where = ({ projectName, appOrigin }: LoginMailContext) => (appOrigin ? `${projectName} (${appOrigin})` : projectName)

/** The one-time code mail. The code is on a line of its own: `Your code: 123456`. */
export function otpMail(context: LoginMailContext & { code: string; minutes: number }): MailMessage {
  const text = [
    `Your code: ${context.code}`,
    '',
    `Enter it to log in to your wallet on ${where(context)}. It expires in ${context.minutes} minutes.`,
    'If you did not ask for it, ignore this message: nobody can log in without the code.',
  ].join('\n')
  const html = `<p>Your code: <strong>${context.code}</strong></p><p>Enter it to log in to your wallet on ${escapeHtml(where(context))}. It expires in ${context.minutes} minutes.</p><p>If you did not ask for it, ignore this message: nobody can log in without the code.</p>`
  return { to: context.to, subject: `${context.code} is your wallet code`, text, html }
}

/** The new-device mail: a link to a page where the visitor approves the device. */
export function deviceMail(context: LoginMailContext & { link: string; minutes: number }): MailMessage {
  const text = [
    `Someone is logging in to your wallet on ${where(context)} from a new device.`,
    '',
    `If it is you, approve the device here (within ${context.minutes} minutes):`,
    context.link,
    '',
    'If it is not you, ignore this message: the device stays unapproved.',
  ].join('\n')
  const html = `<p>Someone is logging in to your wallet on ${escapeHtml(where(context))} from a new device.</p><p>If it is you, <a href="${escapeHtml(context.link)}">approve the device</a> (within ${context.minutes} minutes).</p><p>If it is not you, ignore this message: the device stays unapproved.</p>`
  return { to: context.to, subject: 'Approve your new device', text, html }
}
