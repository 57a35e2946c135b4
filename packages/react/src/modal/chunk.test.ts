import { describe, expect, it } from 'vitest'
import { chunk } from './chunk'

describe('chunk', () => {
  it('imports once, tells when it is in, and imports again after a failure', async () => {
    let imports = 0
    let fail = true
    const c = chunk(async () => {
      imports++
      if (fail) throw new Error('offline')
      return { value: 1 }
    })
    await expect(c.load()).rejects.toThrow('offline')
    expect(c.loaded()).toBeUndefined()
    fail = false
    await expect(Promise.all([c.load(), c.load()])).resolves.toEqual([{ value: 1 }, { value: 1 }])
    expect(imports).toBe(2)
    expect(c.loaded()).toEqual({ value: 1 })
  })
})
