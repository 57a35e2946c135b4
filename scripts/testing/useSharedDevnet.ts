import { afterAll, beforeAll, inject } from 'vitest'
import { startDevnet } from '../../packages/devnet/src/startDevnet.ts'
import { type SharedDevnet, sharedDevnetOptions } from './sharedDevnetOptions.ts'

/**
 * The run's shared devnet with bundlers (see `sharedDevnet.ts`) for the enclosing `describe`; when
 * the run has none (a config without the global setup), one of its own, stopped after. `get()`
 * inside tests. Use only the accounts `sharedDevnetAccounts` gives the calling file.
 */
export function useSharedDevnet(): { get(): SharedDevnet } {
  let devnet: SharedDevnet | undefined
  let stop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    devnet = inject('sharedDevnet')
    if (devnet) return
    const own = await startDevnet(sharedDevnetOptions)
    devnet = own
    stop = () => own.stop()
  }, 120_000)
  afterAll(() => stop?.())
  return {
    get() {
      if (!devnet) throw new Error('The devnet is not started yet (use it inside tests)')
      return devnet
    },
  }
}
