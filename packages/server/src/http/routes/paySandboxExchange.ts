import type { Context } from 'hono'
import { Hono } from 'hono'
import { BadRequestError, NotFoundError } from '../../errors.ts'
import { checkoutPageCsp } from '../../onramp/sandbox/checkoutPage.ts'
import { renderConfirmPage, renderOutcomePage, renderSignInPage, SANDBOX_EXCHANGE_PASSWORD } from '../../pay/sandbox/sandboxExchangePage.ts'
import type { SandboxExchangePayment } from '../../pay/sandbox/sandboxExchangeStore.ts'
import { noCors } from '../cors.ts'
import { rateLimit } from '../rateLimit.ts'
import { readBodyText } from '../readBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'

const paymentId = /^[0-9a-f]{32}$/
const html = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': checkoutPageCsp,
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    },
  })

/**
 * The Sandbox Exchange's page (for `npm start` and tests only; same-origin forms, no script, strict
 * CSP, never framed), where the visitor of "Pay with an exchange" pays:
 * - `GET /v1/pay/sandbox-exchange/:id`: sign in (any e-mail, the password `sandbox`).
 * - `POST …/:id/sign-in` (form: `csrfToken`, `email`, `password`): the payment and its Confirm and Cancel.
 * - `POST …/:id/confirm` (form: `csrfToken`): pays once on the devnet (confirmed by one conditional
 *   update in the database: a second confirmation, on any instance, pays nothing and says so).
 * - `POST …/:id/cancel` (form: `csrfToken`): cancels it unless it was confirmed.
 *
 * 404 `not_found` without the sandbox or for an unknown id; a closed payment shows where it ended.
 */
export function paySandboxExchangeRoutes(deps: AppDeps) {
  const sandbox = deps.sandboxExchange
  /** The payment, after checking the form's token (only in the page this server rendered, which no other site can read). */
  const withForm = async (c: Context<AppEnv>) => {
    const payment = await find(c.req.param('id') ?? '')
    const form = new URLSearchParams(await readBodyText(c, 4_096))
    if (form.get('csrfToken') !== payment.csrfToken) throw new BadRequestError('Invalid form token: reload the Sandbox Exchange page')
    return { payment, form }
  }
  const find = async (id: string): Promise<SandboxExchangePayment> => {
    const payment = sandbox && paymentId.test(id) ? await sandbox.payments.get(id) : undefined
    if (!payment) throw new NotFoundError('No Sandbox Exchange payment with this id')
    return payment
  }
  // An HTML form's answer (so 200): where the payment ended.
  const closed = (payment: SandboxExchangePayment) => html(renderOutcomePage(payment))
  const isOpen = (payment: SandboxExchangePayment) => payment.status === 'pending' && !payment.confirmed

  return new Hono<AppEnv>()
    .get('/v1/pay/sandbox-exchange/:id', noCors(), rateLimit(deps, 'payExchangeSandbox'), async (c) => {
      const payment = await find(c.req.param('id'))
      return isOpen(payment) ? html(renderSignInPage(payment)) : html(renderOutcomePage(payment))
    })
    .post('/v1/pay/sandbox-exchange/:id/sign-in', noCors(), rateLimit(deps, 'payExchangeSandbox'), async (c) => {
      const { payment, form } = await withForm(c)
      if (!isOpen(payment)) return closed(payment)
      const email = form.get('email') ?? ''
      if (!/^[^\s@]{1,64}@[^\s@]{1,190}$/.test(email) || form.get('password') !== SANDBOX_EXCHANGE_PASSWORD) {
        return html(renderSignInPage(payment, `Wrong e-mail or password: any e-mail address and the password "${SANDBOX_EXCHANGE_PASSWORD}"`))
      }
      const signedIn = await sandbox!.payments.signIn(payment.id)
      return signedIn ? html(renderConfirmPage(signedIn)) : closed(await find(payment.id))
    })
    .post('/v1/pay/sandbox-exchange/:id/confirm', noCors(), rateLimit(deps, 'payExchangeSandbox'), async (c) => {
      const { payment } = await withForm(c)
      if (!payment.signedIn && isOpen(payment)) return html(renderSignInPage(payment, 'Sign in first'))
      const paid = await sandbox!.exchange.confirm(payment.id)
      return paid ? html(renderOutcomePage(paid)) : html(renderOutcomePage(await find(payment.id), { again: true }))
    })
    .post('/v1/pay/sandbox-exchange/:id/cancel', noCors(), rateLimit(deps, 'payExchangeSandbox'), async (c) => {
      const { payment } = await withForm(c)
      await sandbox!.payments.cancel(payment.id)
      return html(renderOutcomePage(await find(payment.id)))
    })
}
