import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// TypeScript 7, the native compiler, installed beside TypeScript 5 as `typescript-native` (its `tsc` bin is
// the one thing used from it, here and in `npm run typecheck`): TypeScript 5 stays `typescript` for the
// tools that load its JavaScript API (typedoc, the docs' twoslash examples, the packed packages' types check).
const nativeTsc = join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin', 'tsc')

/**
 * Every package's `dts` option for tsdown: declarations with source maps, written by TypeScript 7's
 * native compiler (rolldown-plugin-dts's `tsgo` mode) rather than TypeScript 5 in process. Same
 * declarations; the 14 packages build in half the CPU time (139 s to 68 s on our 2-core machine), and the
 * packed packages are built on every `npm test`.
 */
export const declarations = { sourcemap: true, tsgo: { path: nativeTsc } }
