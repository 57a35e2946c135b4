import { defineConfig } from 'tsdown'

export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  platform: 'node',
  // Token lists, Chainlink feeds, network and token icons and the social marks are read from the file system at run
  // time (tokens/tokenLists.ts, chains/networkIcons.ts, tokens/tokenIcon.ts, socialImages/socialIcons.ts).
  copy: [
    { from: 'src/tokens/lists', to: 'dist/tokens' },
    { from: 'src/tokens/feeds', to: 'dist/tokens' },
    { from: 'src/chains/icons', to: 'dist/chains' },
    { from: 'src/tokens/icons', to: 'dist/tokens' },
    { from: 'src/socialImages/icons', to: 'dist/socialImages' },
  ],
  unbundle: true,
  fixedExtension: false,
  sourcemap: true,
  dts: { sourcemap: true },
})
