import type { Payment } from './types'

/** The promise `portico.pay` returned, and what joins it: a second call, a second click. */
export type PaymentSession = {
  key: string
  promise: Promise<Payment>
  resolve(payment: Payment): void
  reject(error: unknown): void
  /** The send under way (a second click joins it rather than sending again). */
  sending?: Promise<Payment> | undefined
  /** The payment being started at an exchange (a second click joins it rather than starting another). */
  starting?: Promise<{ url: string }> | undefined
  /** Stops watching the modal (closing it before the payment is sent cancels it). */
  stop(): void
}

export function createPaymentSession(key: string, stop: () => void): PaymentSession {
  let resolve!: (payment: Payment) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<Payment>((res, rej) => {
    resolve = res
    reject = rej
  })
  // The app may not await it (it listens to the store instead): no unhandled rejection then.
  promise.catch(() => undefined)
  return { key, promise, resolve, reject, stop }
}
