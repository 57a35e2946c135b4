import { afterEach, describe, expect, test, vi } from 'vitest'
import { SHAKE_DURATION_MS } from '../constants'
import { createModalStore } from './createModalStore'

afterEach(() => vi.useRealTimers())

describe('createModalStore', () => {
  test('opens, closes, and shakes for 500 ms', () => {
    vi.useFakeTimers()
    const modal = createModalStore()
    modal.setOpen(true)
    expect(modal.getState().open).toBe(true)
    modal.shake()
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(SHAKE_DURATION_MS - 1)
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.getState().shake).toBe(false)
    expect(SHAKE_DURATION_MS).toBe(500)
  })

  test('two stores never share state', () => {
    const a = createModalStore()
    const b = createModalStore()
    a.setOpen(true)
    expect(b.getState().open).toBe(false)
  })

  test('reveals the views in the embedded forms while one is mounted, else opens the modal', () => {
    const modal = createModalStore()
    const first = modal.addEmbedded()
    const second = modal.addEmbedded()
    modal.reveal()
    expect(modal.getState()).toMatchObject({ open: false, embedded: 2 })
    first()
    first()
    expect(modal.getState().embedded).toBe(1)
    second()
    modal.reveal()
    expect(modal.getState()).toMatchObject({ open: true, embedded: 0 })
  })
})
