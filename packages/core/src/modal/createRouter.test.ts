import { describe, expect, test } from 'vitest'
import { createRouter } from './createRouter'

describe('createRouter', () => {
  test('push, replace, back and reset keep a history', () => {
    const router = createRouter()
    expect(router.current()).toEqual({ view: 'Connect' })
    router.push('ConnectingExternal', { connectorId: 'a' })
    router.push('ConnectingExternal', { connectorId: 'a' }) // same route twice is one entry
    expect(router.getState().history).toHaveLength(2)
    router.replace('Account')
    expect(router.getState().history.map((r) => r.view)).toEqual(['Connect', 'Account'])
    router.back()
    router.back() // the first view stays
    expect(router.current().view).toBe('Connect')
    expect(router.canGoBack()).toBe(false)
    router.push('Networks')
    router.reset('Account')
    expect(router.getState().history).toEqual([{ view: 'Account', data: undefined }])
  })
})
