// Size report: builds the demo for production and prints the gzip bytes of the JS a visitor
// loads before the first interaction (the entry and its static imports) and of every lazy chunk.
// It prints figures against the targets; it fails only when the build fails.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const TARGET_INITIAL_KB = 95
const demo = new URL('../apps/demo/', import.meta.url).pathname
const dist = join(demo, 'dist')

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: demo, stdio: 'inherit' })
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
const gzipped = new Map()
const gzip = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length)
  return gzipped.get(file)
}
const totalGzip = (files) => [...files].reduce((sum, file) => sum + gzip(file), 0)
const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`

/** The files of these chunks and of everything they import statically, leaving out `loaded`. */
const staticClosure = (keys, loaded = new Set()) => {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file) || loaded.has(chunk.file)) return
    files.add(chunk.file)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  keys.forEach(visit)
  return files
}

const initial = staticClosure(Object.keys(manifest).filter((key) => manifest[key].isEntry))

const initialCss = new Set()
for (const key of Object.keys(manifest)) {
  if (initial.has(manifest[key].file)) for (const css of manifest[key].css ?? []) initialCss.add(css)
}
const lazy = Object.values(manifest).filter((c) => c.file.endsWith('.js') && !initial.has(c.file))

const initialTotal = totalGzip(initial)
console.log('JS before the first interaction (gzip):')
for (const file of initial) console.log(`  ${kb(gzip(file)).padStart(10)}  ${file}`)
console.log(`  ${kb(initialTotal).padStart(10)}  total (target ≤ ${TARGET_INITIAL_KB} kB, peers 546–832 kB)`)
// The first load should be the entry, the shared chunk and the bundler's runtime. Anything else is a
// module Rolldown split out although the entry loads it anyway (rolldown/rolldown#10731): each extra
// file costs a request and gzip bytes.
const strays = [...initial].filter((file) => !/^assets\/(index|shared|rolldown-runtime)-/.test(file))
if (strays.length > 0) {
  console.log(`  note: ${strays.join(', ')} split out of the entry; add its modules to the 'shared' group in apps/demo/vite.config.ts`)
}
console.log(`  ${kb(totalGzip(initialCss)).padStart(10)}  CSS`)
// What the page fetches on its own once idle (the modal, the kit's lazy module — actions, remote
// config, sign-in — and the adapter's wallet actions), so the visitor's click never waits on the network.
const IDLE_SOURCES = /modal\/Modal\.tsx$|core\/src\/kit\/lazy\.ts$|evm\/src\/walletActions\.ts$|evm\/src\/transport\/http\.ts$/
const idle = staticClosure(Object.keys(manifest).filter((key) => IDLE_SOURCES.test(key)), initial)
console.log(`  ${kb(totalGzip(idle)).padStart(10)}  then on idle: the modal, the kit's actions and the wallet actions (${idle.size} files)`)
console.log('Lazy chunks (gzip), loaded on idle, on hover or when a feature is used:')
for (const chunk of lazy.sort((a, b) => gzip(b.file) - gzip(a.file))) {
  const from = chunk.src ? ` (${chunk.src.replace(/^.*node_modules\//, '').replace(/^\.\.\/\.\.\//, '')})` : ''
  console.log(`  ${kb(gzip(chunk.file)).padStart(10)}  ${chunk.file}${from}`)
}
console.log(initialTotal <= TARGET_INITIAL_KB * 1000 ? 'size: within target' : 'size: OVER target')
