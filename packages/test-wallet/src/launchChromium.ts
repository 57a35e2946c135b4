import { existsSync } from 'node:fs'
import { type Browser, chromium, type LaunchOptions } from 'playwright-core'
import { ChromiumNotFoundError } from './errors.ts'

export type LaunchChromiumOptions = Omit<LaunchOptions, 'executablePath'> & {
  /** Default: env `CHROMIUM_PATH`, else `/usr/bin/chromium`. */
  executablePath?: string
}

/** Flags for a quiet, hermetic headless Chromium (no sandbox for containers, no background traffic). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const

/**
 * Launches a system Chromium with playwright-core (headless, with {@link chromiumArgs} plus
 * any `args` given). Playwright gives it a fresh profile. Close it with `browser.close()`.
 *
 * @throws {ChromiumNotFoundError} when there is no executable at the path.
 */
export async function launchChromium(options: LaunchChromiumOptions = {}): Promise<Browser> {
  const { executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium', args = [], ...rest } = options
  if (!existsSync(executablePath)) throw new ChromiumNotFoundError(executablePath)
  return chromium.launch({ headless: true, ...rest, executablePath, args: [...chromiumArgs, ...args] })
}
