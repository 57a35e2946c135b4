import { randomBytes } from 'node:crypto'
import type { OnrampQuote } from '../types.ts'

/** A sandbox checkout: the quote it was opened for, who receives, and the form's CSRF token. */
export type SandboxCheckout = {
  id: string
  csrfToken: string
  quote: OnrampQuote
  address: string
  /** The devnet the tokens are credited on. */
  chainId: number
  rpcUrl: string
  expiresAt: number
}

/** How long a sandbox checkout can be paid. */
export const sandboxCheckoutTtlMs = 15 * 60_000

/**
 * The sandbox's open checkouts, in memory (a devnet tool: one server process). `take` removes a
 * checkout as it is paid, so an id works once.
 */
export function createSandboxCheckoutStore({
  now = Date.now,
  randomId = () => randomBytes(16).toString('hex'),
}: { now?: () => number; /** 32 hex digits; tests fix it. */ randomId?: () => string } = {}) {
  const open = new Map<string, SandboxCheckout>()
  const sweep = () => {
    for (const [id, checkout] of open) if (checkout.expiresAt <= now()) open.delete(id)
  }
  return {
    create(values: Omit<SandboxCheckout, 'id' | 'csrfToken' | 'expiresAt'>): SandboxCheckout {
      sweep()
      const checkout = { ...values, id: randomId(), csrfToken: randomId(), expiresAt: now() + sandboxCheckoutTtlMs }
      open.set(checkout.id, checkout)
      return checkout
    },
    get(id: string): SandboxCheckout | undefined {
      const checkout = open.get(id)
      return checkout && checkout.expiresAt > now() ? checkout : undefined
    },
    /** The checkout, removed: a second `take` of the same id finds nothing. */
    take(id: string): SandboxCheckout | undefined {
      const checkout = this.get(id)
      open.delete(id)
      return checkout
    },
  }
}

export type SandboxCheckoutStore = ReturnType<typeof createSandboxCheckoutStore>
