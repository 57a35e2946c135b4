import { Hono } from 'hono'
import { UpstreamUnavailableError } from '../../chains/errors.ts'
import { BadRequestError, NotFoundError } from '../../errors.ts'
import { renderCheckoutPage, renderPaidPage, checkoutPageCsp } from '../../onramp/sandbox/checkoutPage.ts'
import { creditDevnet } from '../../onramp/sandbox/creditDevnet.ts'
import { checkTestCard, SandboxCardDeclinedError } from '../../onramp/sandbox/testCard.ts'
import { noCors } from '../cors.ts'
import { rateLimit } from '../rateLimit.ts'
import { readBodyText } from '../readBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'

const checkoutId = /^[0-9a-f]{32}$/
const html = (body: string) =>
  new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': checkoutPageCsp,
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    },
  })

/**
 * The devnet sandbox's checkout page (same-origin only, no script, strict CSP):
 * - `GET /v1/onramp/sandbox/checkout/:id`: the form for an open checkout (404 `not_found` otherwise).
 * - `POST /v1/onramp/sandbox/checkout/:id` (form: `csrfToken`, `card`, `expiry`, `cvc`): the test card
 *   pays, the checkout is spent (single use, atomically in the database: any instance) and the buyer credited on the devnet with the quote's
 *   amount; another card re-shows the form with why (an HTML form's answer, so 200; nothing is credited).
 */
export function onrampSandboxRoutes(deps: AppDeps) {
  const open = async (id: string) => (checkoutId.test(id) ? deps.sandboxCheckouts.get(id) : undefined)
  return new Hono<AppEnv>()
    .get('/v1/onramp/sandbox/checkout/:id', noCors(), rateLimit(deps, 'onrampSandbox'), async (c) => {
      const checkout = await open(c.req.param('id'))
      if (!checkout) throw new NotFoundError('No open sandbox checkout with this id (spent or expired)')
      return html(renderCheckoutPage(checkout))
    })
    .post('/v1/onramp/sandbox/checkout/:id', noCors(), rateLimit(deps, 'onrampSandbox'), async (c) => {
      const checkout = await open(c.req.param('id'))
      if (!checkout) throw new NotFoundError('No open sandbox checkout with this id (spent or expired)')
      const form = new URLSearchParams(await readBodyText(c, 4_096))
      // The token is only in the page this server rendered, which no other site can read (no CORS).
      if (form.get('csrfToken') !== checkout.csrfToken) throw new BadRequestError('Invalid form token: reload the checkout page')
      try {
        checkTestCard({ number: form.get('card') ?? '', expiry: form.get('expiry') ?? '', cvc: form.get('cvc') ?? '' }, new Date(deps.now()))
      } catch (error) {
        if (error instanceof SandboxCardDeclinedError) return html(renderCheckoutPage(checkout, error.message))
        throw error
      }
      // This instance's RPC for the checkout's devnet (another instance may have opened it).
      const chain = deps.chains.find((candidate) => candidate.devnet && candidate.chainId === checkout.chainId)
      if (!chain) throw new UpstreamUnavailableError({ chainId: checkout.chainId })
      // Spent (atomically, in the database) before crediting: a second submit of the same form, on
      // this instance or another, finds nothing.
      if (!(await deps.sandboxCheckouts.take(checkout.id))) throw new NotFoundError('No open sandbox checkout with this id (spent or expired)')
      try {
        await creditDevnet({ rpcUrl: chain.rpcUrl, address: checkout.address, amount: BigInt(checkout.quote.cryptoAmount), fetch: deps.fetch })
      } catch (cause) {
        throw new UpstreamUnavailableError({ chainId: checkout.chainId, cause })
      }
      return html(renderPaidPage(checkout))
    })
}
