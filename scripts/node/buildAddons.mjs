// The root's `postinstall`, the last step of `npm install`: builds the native addons for the Node that
// runs the project, the Node 24 that the install brought (the `node` devDependency; npm puts its
// `node_modules/.bin` first on PATH, so this script runs on it). npm itself ran on the machine's own Node
// (20 on a fresh machine), and an addon's own install script would have built it for that one's headers
// (`nodedir` in npm's config) or fetched headers and prebuilt binaries from nodejs.org and GitHub, which
// this network refuses: package.json's `allowScripts` holds their install scripts back (`false`), and this
// runs what they would have run, `node-gyp rebuild` (npm's own node-gyp), with its `nodedir` at the
// headers that the Node package ships. An addon that already loads under this Node (a second `npm install`) is
// left alone.
import { execFileSync, spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { nodeHeadersDir } from './nodeHeaders.mjs'

/**
 * The addons compiled from source at install time, each with a line of JavaScript that loads its
 * binary (run in the package's folder). secp256k1 5 loads a prebuilt Node-API binary (any Node) and
 * passes at once; secp256k1 3 (under bitcoinjs-message) is compiled, and falls back to its pure-JS
 * implementation when its binary is missing, by its own design: a failed build of it only warns.
 */
const addons = [
  { name: 'better-sqlite3', load: "new (require('.'))(':memory:').close()", required: true },
  { name: 'secp256k1', load: "require('./bindings')", required: false },
]

const npm = (args) =>
  process.env.npm_execpath
    ? execFileSync(process.execPath, [process.env.npm_execpath, ...args], { encoding: 'utf8' })
    : execFileSync('npm', args, { encoding: 'utf8' })

/** Every installed copy of the addons, by `npm query` (each version where npm put it). */
const installed = JSON.parse(npm(['query', addons.map((addon) => `#${addon.name}`).join(', ')]))
const loads = (addon, dir) => spawnSync(process.execPath, ['-e', addon.load], { cwd: dir, stdio: 'ignore' }).status === 0

const withoutNodedir = (env) => Object.fromEntries(Object.entries(env).filter(([key]) => key.toLowerCase() !== 'npm_config_nodedir'))
const headers = nodeHeadersDir()
const nodeGyp = process.env.npm_config_node_gyp ?? join(dirname(process.env.npm_execpath ?? ''), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js')
let failed = false
for (const copy of installed) {
  const addon = addons.find((a) => a.name === copy.name)
  if (!addon || loads(addon, copy.path)) continue
  const started = Date.now()
  console.log(`building ${copy.name}@${copy.version} for node ${process.version}${headers ? ` (headers: ${headers})` : ''}…`)
  const build = spawnSync(process.execPath, [nodeGyp, 'rebuild', '--release', '--jobs=max'], {
    cwd: copy.path,
    encoding: 'utf8',
    // node-gyp and the addon's binding.gyp call `node`: the same one. node-gyp takes npm's config from
    // the environment over its own arguments, so the headers go there, in place of the machine's `nodedir`
    // (another Node's); none found, none at all: node-gyp fetches this Node's.
    env: { ...withoutNodedir(process.env), PATH: `${dirname(process.execPath)}:${process.env.PATH}`, ...(headers ? { npm_config_nodedir: headers } : {}) },
  })
  const ok = build.status === 0 && loads(addon, copy.path)
  console.log(`  ${ok ? 'built' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`)
  if (ok) continue
  console.log(`${build.stdout}\n${build.stderr}`.trim().split('\n').slice(-40).map((line) => `  | ${line}`).join('\n'))
  if (addon.required) failed = true
  else console.log(`  ${copy.name}@${copy.version} stays on its pure-JavaScript implementation`)
}
process.exit(failed ? 1 : 0)
