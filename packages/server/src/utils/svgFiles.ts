import { readFileSync } from 'node:fs'

/**
 * Reads the SVG files of a folder by name, each once per process: `undefined` when the name does not
 * match `names` (so no path outside the folder can be formed) or the file is missing.
 */
export function createSvgFiles(dir: URL, names: RegExp): (file: string) => string | undefined {
  const cache = new Map<string, string | undefined>()
  return (file) => {
    if (!names.test(file)) return undefined
    if (!cache.has(file)) {
      let svg: string | undefined
      try {
        svg = readFileSync(new URL(file, dir), 'utf8')
      } catch {
        svg = undefined
      }
      cache.set(file, svg)
    }
    return cache.get(file)
  }
}
