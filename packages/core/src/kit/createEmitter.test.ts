import { expect, test } from 'vitest'
import { createEmitter } from './createEmitter'

type Events = { connect: [{ address: string }]; error: [Error, string] }

test('delivers an event with its arguments to each listener, in order, until it is removed', () => {
  const emitter = createEmitter<Events>()
  const calls: string[] = []
  const first = ({ address }: { address: string }) => calls.push(`first ${address}`)
  emitter.on('connect', first)
  emitter.on('connect', ({ address }) => calls.push(`second ${address}`))
  emitter.on('error', (error, action) => calls.push(`${action}: ${error.message}`))
  emitter.emit('connect', { address: '0x1' })
  emitter.off('connect', first)
  emitter.emit('connect', { address: '0x2' })
  emitter.emit('error', new Error('nope'), 'siwx')
  expect(calls).toEqual(['first 0x1', 'second 0x1', 'second 0x2', 'siwx: nope'])
})

test('a listener added twice runs once; removing itself during delivery does not skip the next', () => {
  const emitter = createEmitter<Events>()
  const calls: string[] = []
  const once = () => {
    calls.push('once')
    emitter.off('connect', once)
  }
  emitter.on('connect', once)
  emitter.on('connect', once)
  emitter.on('connect', () => calls.push('next'))
  emitter.emit('connect', { address: '0x1' })
  emitter.emit('connect', { address: '0x1' })
  expect(calls).toEqual(['once', 'next', 'next'])
})

test('removeAllListeners silences every event', () => {
  const emitter = createEmitter<Events>()
  let calls = 0
  emitter.on('connect', () => calls++)
  emitter.removeAllListeners()
  emitter.emit('connect', { address: '0x1' })
  expect(calls).toBe(0)
})
