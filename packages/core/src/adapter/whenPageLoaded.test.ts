import { afterEach, expect, test, vi } from 'vitest'
import { whenPageLoaded } from './whenPageLoaded'

afterEach(() => vi.unstubAllGlobals())

function page(readyState: string) {
  const target = new EventTarget()
  vi.stubGlobal('document', { readyState })
  vi.stubGlobal('window', target)
  return target
}

test('a page still loading: the callback runs once, on load', () => {
  const target = page('interactive')
  const callback = vi.fn()
  whenPageLoaded(callback)
  expect(callback).not.toHaveBeenCalled()
  target.dispatchEvent(new Event('load'))
  target.dispatchEvent(new Event('load'))
  expect(callback).toHaveBeenCalledOnce()
})

test('cancelled before the load: never called', () => {
  const target = page('loading')
  const callback = vi.fn()
  whenPageLoaded(callback)()
  target.dispatchEvent(new Event('load'))
  expect(callback).not.toHaveBeenCalled()
})

test('a page already loaded, or no page: nothing to wait for', () => {
  const target = page('complete')
  const callback = vi.fn()
  whenPageLoaded(callback)
  target.dispatchEvent(new Event('load'))
  vi.unstubAllGlobals()
  expect(typeof window).toBe('undefined')
  whenPageLoaded(callback)()
  expect(callback).not.toHaveBeenCalled()
})
