import { defineConfig } from 'tsdown'

export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  platform: 'node',
  // Token lists are read from the file system at run time (see tokens/tokenLists.ts).
  copy: [{ from: 'src/tokens/lists', to: 'dist/tokens' }],
  unbundle: true,
  fixedExtension: false,
  sourcemap: true,
  dts: { sourcemap: true },
})
