import { build, type InlineConfig } from 'vite'

/**
 * `vite build` as an app ships it, from inside a test run. Vitest sets `NODE_ENV=test`, and Vite
 * keeps a `NODE_ENV` it finds: the build would bundle React's development runtime (its checks and
 * owner stacks cost several times the CPU in every page the tests open) and drive what no visitor
 * gets. `NODE_ENV` is `production` for the build's duration only; the builds of one run go one
 * at a time through here, so no other build sees it changed.
 */
export async function buildForProduction(config: InlineConfig): Promise<void> {
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ ...config, mode: 'production' })
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = previous
  }
}
