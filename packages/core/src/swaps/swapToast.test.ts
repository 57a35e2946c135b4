import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOAST_SWAP_DELAY_MS } from '../constants'
import { createAlertStore } from '../modal/createAlertStore'
import { scheduleSwapToast } from './swapToast'

describe('the swap toast', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('appears the spec’s 150 ms after the swap is mined, not before', () => {
    vi.useFakeTimers()
    const alerts = createAlertStore()
    scheduleSwapToast({ alerts })
    expect(TOAST_SWAP_DELAY_MS).toBe(150)
    vi.advanceTimersByTime(TOAST_SWAP_DELAY_MS - 1)
    expect(alerts.getState().alerts).toEqual([])
    vi.advanceTimersByTime(1)
    expect(alerts.getState().alerts).toEqual([expect.objectContaining({ variant: 'success', code: 'swap_completed', title: 'Swap completed' })])
  })
})
