import type { TestProject } from 'vitest/node'
import { startDevnet } from '../../packages/devnet/src/startDevnet.ts'
import { sharedDevnetOptions } from './sharedDevnetOptions.ts'

/**
 * The unit project's global setup for the files that send UserOperations (`sharedDevnetFiles`):
 * one devnet with its ERC-4337 bundlers (anvil and alto on two chains) for the whole run instead of
 * one per file (alto alone takes seconds of CPU to load). The files reach it through vitest's
 * `inject('sharedDevnet')` (see `useSharedDevnet`), each with its own funded accounts so they
 * cannot interfere. Started only for runs of whole projects (see `wanted`); a sharing file run
 * without it starts a devnet of its own, so correctness never hangs on this.
 */
export default async function setup(project: TestProject) {
  if (!wanted()) return
  const devnet = await startDevnet(sharedDevnetOptions)
  const { stop, ...shared } = devnet
  project.provide('sharedDevnet', shared)
  return () => stop()
}

/**
 * True when the run asked for it: `scripts/test.mjs` sets `PORTICO_SHARED_DEVNET=1` for runs of
 * whole projects (`npm test`, `npm run test:unit`). A run of a few files leaves it unset and starts
 * nothing: its sharing files, if any, start a devnet of their own (`useSharedDevnet`).
 */
function wanted(): boolean {
  return process.env.PORTICO_SHARED_DEVNET === '1'
}
