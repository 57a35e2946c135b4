import { TOAST_SWAP_DELAY_MS } from '../constants'
import type { KitContext } from '../kit/context'

/** The swap toast's code (the React kit's catalogue has its text: `alert.swap_completed`). */
export const SWAP_COMPLETED_ALERT = 'swap_completed'

/**
 * Shows the "Swap completed" toast `TOAST_SWAP_DELAY_MS` (spec §9: 150 ms) after a swap is mined,
 * so the view that started it can settle first.
 */
export function scheduleSwapToast(ctx: Pick<KitContext, 'alerts'>, { schedule = setTimeout }: { schedule?: (run: () => void, ms: number) => unknown } = {}): void {
  schedule(() => {
    ctx.alerts.show({ variant: 'success', code: SWAP_COMPLETED_ALERT, title: 'Swap completed' })
  }, TOAST_SWAP_DELAY_MS)
}
