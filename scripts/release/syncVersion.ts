// After `changeset version`: writes @portico/core's version into packages/core/src/version.ts, the
// version the kit reports (its `sv` label), which the bundle cannot read from package.json without
// carrying the whole file. version.test.ts fails while the two differ.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const core = join(import.meta.dirname, '../../packages/core')
const { version } = JSON.parse(readFileSync(join(core, 'package.json'), 'utf8')) as { version: string }
const file = join(core, 'src/version.ts')
const text = readFileSync(file, 'utf8').replace(/export const version = '[^']*'/, `export const version = '${version}'`)
writeFileSync(file, text)
console.log(`packages/core/src/version.ts: ${version}`)
