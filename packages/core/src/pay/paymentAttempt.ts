import type { PaymentAttempt } from './types'
import { storageKeys } from '../storage/storageKeys'
import type { PayOption } from './createPayStore'
import { type KitContext, getAdapter } from '../kit/context'
import type { PaymentSession } from './paymentSession'

/** How often the chain is asked whether a payment left open in the wallet by a reload went out. */
export const ATTEMPT_POLL_MS = 2000

const isPaymentAttempt = (value: unknown): value is PaymentAttempt =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PaymentAttempt).key === 'string' &&
  typeof (value as PaymentAttempt).checkpoint?.nonce === 'number' &&
  typeof (value as PaymentAttempt).checkpoint?.block === 'string'

/** The payment the wallet was asked for and never answered here (see `PaymentAttempt`). */
export function getPaymentAttempt(ctx: KitContext): PaymentAttempt | undefined {
  return ctx.storage.get(storageKeys.paymentAttempt, isPaymentAttempt)
}

/**
 * Keeps where the account stands before the wallet is asked, when the adapter can look for the
 * payment later. Asked again for a payment a reload left open in the wallet, it keeps that first
 * checkpoint: its nonce goes with the new request, so at most one of the two can land.
 *
 * @returns the attempt kept and whether it resumes an earlier one (undefined when the adapter cannot look).
 */
export async function recordPaymentAttempt(
  ctx: KitContext,
  attempt: Omit<PaymentAttempt, 'checkpoint'>,
  option: PayOption,
): Promise<{ attempt: PaymentAttempt; resumed: boolean } | undefined> {
  const adapter = getAdapter(ctx, option.asset.chainNamespace)
  if (!adapter.paymentCheckpoint || !adapter.findSentPayment) return undefined
  const earlier = getPaymentAttempt(ctx)
  if (earlier && earlier.key === attempt.key && earlier.asset === attempt.asset && earlier.from.toLowerCase() === attempt.from.toLowerCase()) {
    return { attempt: earlier, resumed: true }
  }
  const checkpoint = await adapter.paymentCheckpoint({ address: attempt.from, network: option.network })
  const kept: PaymentAttempt = { ...attempt, checkpoint }
  ctx.storage.set(storageKeys.paymentAttempt, kept)
  return { attempt: kept, resumed: false }
}

export function forgetPaymentAttempt(ctx: KitContext) {
  ctx.storage.remove(storageKeys.paymentAttempt)
}

/**
 * While the Pay view says the wallet may still be asking (`walletAsked`), asks the chain every
 * {@link ATTEMPT_POLL_MS} whether the payment went out: `onSent` with its hash when it did,
 * `onNotSent` when the nonce went to another transaction. Stops when the visitor pays again,
 * cancels, or the session ends.
 */
export function watchPaymentAttempt(
  ctx: KitContext,
  session: PaymentSession,
  option: PayOption,
  attempt: PaymentAttempt,
  { onSent, onNotSent }: { onSent(hash: string): void; onNotSent(): void },
): void {
  const adapter = getAdapter(ctx, option.asset.chainNamespace)
  const watching = () => ctx.payments.session === session && ctx.pay.getState().status === 'walletAsked'
  const look = async () => {
    if (!watching() || !adapter.findSentPayment) return
    const found = await adapter
      .findSentPayment({ network: option.network, from: attempt.from, checkpoint: attempt.checkpoint, to: attempt.to, token: option.asset.token, value: BigInt(attempt.value) })
      .catch(() => ({ status: 'waiting' as const }))
    if (!watching()) return
    if (found.status === 'sent') return onSent(found.hash)
    if (found.status === 'other') {
      forgetPaymentAttempt(ctx)
      return onNotSent()
    }
    setTimeout(() => void look(), ATTEMPT_POLL_MS)
  }
  void look()
}
