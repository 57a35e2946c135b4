import { UserRejectedRequestError } from '../errors/wallet'
import type { KitContext } from '../kit/context'
import type { SimulationCall } from './types'

/**
 * Shows a `sendCalls` batch in the CallsReview view (what it changes, simulated) before the wallet
 * is asked, and waits: resolves when the visitor continues, throws `UserRejectedRequestError` when
 * they cancel or close the modal. A review already waiting is refused first.
 *
 * @throws {UserRejectedRequestError}
 */
export async function requestCallsReview(ctx: KitContext, calls: readonly SimulationCall[]): Promise<void> {
  ctx.simulation.getState().pending?.answer(false)
  const confirmed = await new Promise<boolean>((resolve) => {
    const stop = ctx.modal.subscribe((state, previous) => {
      if (previous.open && !state.open) settle(false)
    })
    const settle = (answer: boolean) => {
      stop()
      if (ctx.simulation.getState().pending?.answer === settle) ctx.simulation.setState({ pending: undefined })
      resolve(answer)
    }
    ctx.simulation.setState({ pending: { calls, answer: settle } })
    ctx.router.reset('CallsReview')
    ctx.modal.setOpen(true)
  })
  if (!confirmed) throw new UserRejectedRequestError({ details: 'The visitor cancelled the review' })
  if (ctx.router.current().view === 'CallsReview') ctx.modal.setOpen(false)
}
