import { escape, page } from '../../onramp/sandbox/checkoutPage.ts'
import { sandboxExchangePath } from './createSandboxExchange.ts'
import type { SandboxExchangePayment } from './sandboxExchangeStore.ts'

/** The one password the sandbox's sign-in takes (any e-mail). */
export const SANDBOX_EXCHANGE_PASSWORD = 'sandbox'

const banner = '<p class="banner">Sandbox Exchange: a test exchange on the local devnet. No real account, no real money.</p>'

const summary = (payment: SandboxExchangePayment) => `<dl><dt>Amount</dt><dd>${escape(payment.amount)} ${escape(payment.symbol)}</dd>
<dt>To</dt><dd><code>${escape(payment.recipient)}</code></dd>
<dt>Network</dt><dd>Devnet chain ${payment.chainId}</dd></dl>`

const token = (payment: SandboxExchangePayment) => `<input type="hidden" name="csrfToken" value="${escape(payment.csrfToken)}">`

/** Step 1: sign in to the sandbox (any e-mail, the password `sandbox`); `error` after a wrong password. */
export function renderSignInPage(payment: SandboxExchangePayment, error?: string): string {
  return page(
    'Sign in to Sandbox Exchange',
    `<main><h1>Sign in to Sandbox Exchange</h1>${banner}
<p>Sign in with any e-mail address and the password <code>${SANDBOX_EXCHANGE_PASSWORD}</code> to pay:</p>${summary(payment)}
${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="${sandboxExchangePath(escape(payment.id))}/sign-in">${token(payment)}
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form></main>`,
  )
}

/** Step 2, signed in: confirm (pays once) or cancel. */
export function renderConfirmPage(payment: SandboxExchangePayment): string {
  return page(
    'Confirm the payment',
    `<main><h1>Confirm the payment</h1>${banner}${summary(payment)}
<form method="post" action="${sandboxExchangePath(escape(payment.id))}/confirm">${token(payment)}<button type="submit">Confirm payment</button></form>
<form method="post" action="${sandboxExchangePath(escape(payment.id))}/cancel">${token(payment)}<button type="submit">Cancel payment</button></form></main>`,
  )
}

/**
 * After the confirmation, or when the payment is no longer open (paid, cancelled, expired);
 * `again`: the answer to a second confirmation, which paid nothing.
 */
export function renderOutcomePage(payment: SandboxExchangePayment, { again = false }: { again?: boolean } = {}): string {
  const text: Record<SandboxExchangePayment['status'], string> = {
    confirmed: `${again ? 'This payment was already confirmed: nothing more was paid. ' : ''}Paid ${escape(payment.amount)} ${escape(payment.symbol)} to <code>${escape(payment.recipient)}</code> on the devnet. You can close this window.`,
    pending: 'This payment was already confirmed and is being sent. You can close this window.',
    failed: 'The Sandbox Exchange could not send this payment. Nothing was paid.',
    cancelled: 'This payment was cancelled. Nothing was paid.',
    expired: 'This payment expired. Nothing was paid.',
  }
  const title = payment.status === 'confirmed' ? 'Payment sent' : 'Payment closed'
  return page(title, `<main><h1>${title}</h1>${banner}<p role="status">${text[payment.status]}</p></main>`)
}
