import { formatEther } from 'viem'
import type { SandboxCheckout } from './checkoutStore.ts'

/** No script, no outside request; the form posts only to this server; never framed. */
export const checkoutPageCsp = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111}
.banner{background:#fff4d6;border:1px solid #c9a227;padding:.5rem .75rem;border-radius:.5rem}
label{display:block;margin-top:1rem;font-weight:600}
input{display:block;width:100%;box-sizing:border-box;min-height:44px;font-size:1rem;padding:.5rem;margin-top:.25rem}
button{margin-top:1.5rem;min-height:44px;width:100%;font-size:1rem;font-weight:600}
[role=alert]{color:#a1001b;margin-top:1rem}
</style></head><body>${body}</body></html>`

/** The sandbox's checkout form, with `error` from a declined card if any. */
export function renderCheckoutPage(checkout: SandboxCheckout, error?: string): string {
  const { quote } = checkout
  return page(
    'Devnet sandbox checkout',
    `<main><h1>Devnet sandbox checkout</h1>
<p class="banner">Test payments only: no money moves. Use the test card 4242 4242 4242 4242, any future expiry date and any CVC.</p>
<dl><dt>You pay</dt><dd>${escape(quote.fiatAmount)} ${escape(quote.fiatCurrency)} (fee ${escape(quote.fee.amount)} ${escape(quote.fiatCurrency)})</dd>
<dt>You receive</dt><dd>${escape(formatEther(BigInt(quote.cryptoAmount)))} ${escape(quote.cryptoCurrency.symbol)}</dd>
<dt>To</dt><dd><code>${escape(checkout.address)}</code></dd></dl>
${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/v1/onramp/sandbox/checkout/${escape(checkout.id)}">
<input type="hidden" name="csrfToken" value="${escape(checkout.csrfToken)}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry date (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required>
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit">Pay ${escape(quote.fiatAmount)} ${escape(quote.fiatCurrency)}</button>
</form></main>`,
  )
}

/** After the devnet credited the buyer. */
export function renderPaidPage(checkout: SandboxCheckout): string {
  const { quote } = checkout
  return page(
    'Payment complete',
    `<main><h1>Payment complete</h1><p role="status">${escape(formatEther(BigInt(quote.cryptoAmount)))} ${escape(quote.cryptoCurrency.symbol)} sent to <code>${escape(checkout.address)}</code> on the devnet. You can close this window.</p></main>`,
  )
}
