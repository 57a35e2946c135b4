/** The sandbox's one accepted card number (Stripe's well-known test card). */
export const SANDBOX_TEST_CARD = '4242424242424242'

/** Why the sandbox refused a card, as the checkout page shows it. */
export class SandboxCardDeclinedError extends Error {
  override name = 'SandboxCardDeclinedError'
}

/**
 * Accepts only the test card, with a future expiry (`MM/YY`) and a 3- or 4-digit CVC.
 *
 * @throws {SandboxCardDeclinedError}
 */
export function checkTestCard({ number, expiry, cvc }: { number: string; expiry: string; cvc: string }, now: Date): void {
  const digits = number.replace(/[\s-]/g, '')
  if (digits !== SANDBOX_TEST_CARD) throw new SandboxCardDeclinedError('Card declined: this sandbox only accepts the test card 4242 4242 4242 4242')
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim())
  const month = Number(match?.[1])
  if (!match || month < 1 || month > 12) throw new SandboxCardDeclinedError('Card declined: the expiry date must be MM/YY')
  const year = 2000 + Number(match[2])
  const endOfMonth = Date.UTC(year, month, 1)
  if (endOfMonth <= now.getTime()) throw new SandboxCardDeclinedError('Card declined: the card has expired')
  if (!/^\d{3,4}$/.test(cvc.trim())) throw new SandboxCardDeclinedError('Card declined: the CVC must be 3 or 4 digits')
}
