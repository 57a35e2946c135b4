import { describe, expect, it, vi } from 'vitest'
import { bindLazy } from './bindLazy'

describe('bindLazy', () => {
  const module = {
    add: (context: { base: number }, a: number, b: number) => context.base + a + b,
    fail: async (_context: { base: number }) => {
      throw new Error('nope')
    },
  }

  it('loads nothing until called, then calls the module function with the context first', async () => {
    const load = vi.fn(async () => module)
    const bind = bindLazy({ base: 10 }, load)
    const add = bind('add')
    expect(load).not.toHaveBeenCalled()
    await expect(add(1, 2)).resolves.toBe(13)
    await expect(add(3, 4)).resolves.toBe(17)
    expect(load).toHaveBeenCalledTimes(2) // import() caches; bindLazy keeps no state of its own
  })

  it('rejects with the module function’s error', async () => {
    const bind = bindLazy({ base: 0 }, async () => module)
    await expect(bind('fail')()).rejects.toThrow('nope')
  })

  it('rejects when the module cannot load', async () => {
    const bind = bindLazy({ base: 0 }, (): Promise<typeof module> => Promise.reject(new Error('chunk failed')))
    await expect(bind('add')(1, 2)).rejects.toThrow('chunk failed')
  })
})
