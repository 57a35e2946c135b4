import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { DEFAULT_SDK_VERSION } from './constants'
import { version } from './version'

it("is the package's own version, and the sdk version label the kit sends carries it", () => {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
  expect(version).toBe(manifest.version)
  expect(DEFAULT_SDK_VERSION).toBe(`portico-${manifest.version}`)
})
