import { readFileSync, writeFileSync } from 'node:fs'
import { defineConfig } from 'tsdown'

/** `src/styles.css` with its `@import`s inlined: the one stylesheet apps import (`@portico/react/styles.css`). */
function writeStylesheet() {
  const inline = (path: string): string =>
    readFileSync(new URL(path, import.meta.url), 'utf8').replace(/@import\s+['"](\.\/[^'"]+)['"];?/g, (_, file: string) =>
      inline(new URL(file, new URL(path, import.meta.url)).pathname),
    )
  writeFileSync(new URL('./dist/styles.css', import.meta.url), inline('./src/styles.css'))
}

export default defineConfig({
  entry: ['src/index.ts'],
  platform: 'neutral',
  unbundle: true,
  fixedExtension: false,
  sourcemap: true,
  dts: { sourcemap: true },
  // Every module holds React components or hooks: Next.js's App Router treats them as client code.
  banner: { js: "'use client';" },
  hooks: { 'build:done': writeStylesheet },
})
