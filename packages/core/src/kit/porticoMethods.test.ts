import { expect, test } from 'vitest'
import * as actions from '../actions'
import * as lazy from './lazy'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { testAdapter } from '../testing/testAdapter'
import { createPortico } from './createPortico'

// The kit's own methods that are not an action of @portico/core/actions by the same name.
const notActions: Record<string, string | undefined> = {
  open: 'openModal',
  close: 'closeModal',
  setThemeMode: undefined,
  isEmailLoginEnabled: undefined,
  getEmbeddedWallet: undefined,
}

test('every convenience method of the kit is an action of @portico/core/actions', () => {
  const portico = createPortico({ adapters: [testAdapter(['io.metamask'])], storage: createMemoryStorage() })
  const kitOnly = ['options', 'context', 'ready', 'mount', 'stores', 'hasServer', 'syncRemote', 'on', 'off', 'preload', 'destroy']
  const methods = Object.keys(portico).filter((key) => !kitOnly.includes(key))
  const missing = methods.filter((key) => !(key in notActions) && !(key in actions))
  expect(missing).toEqual([])
  for (const [method, action] of Object.entries(notActions)) {
    expect(methods).toContain(method)
    if (action) expect(actions).toHaveProperty(action)
  }
  portico.destroy()
})

test('every action of the lazy module is public, but the start-up ones', () => {
  const startUp = ['checkSession']
  expect(Object.keys(lazy).filter((name) => !startUp.includes(name) && !(name in actions))).toEqual([])
})
