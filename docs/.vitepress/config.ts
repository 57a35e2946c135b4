import { transformerTwoslash } from '@shikijs/vitepress-twoslash'
import { defineConfig } from 'vitepress'
import { apiSidebar } from './apiSidebar'

// The docs site (`npm run docs`, `npm run docs:build`). Code blocks marked `twoslash` are type-checked
// against the workspace packages' sources (the `@portico/source` condition): a renamed export fails the build.
export default defineConfig({
  title: 'Portico',
  description: 'An open-source, self-hostable wallet-connection kit',
  cleanUrls: true,
  // The local URLs the guides name (the devnet, the dev mailbox) are not pages; a TSDoc comment the API
  // reference inherits from a dependency links to that dependency's own site, relative to it.
  ignoreDeadLinks: [/^https?:\/\/(localhost|127\.0\.0\.1)/, (url: string) => url.startsWith('/docs/')],
  markdown: {
    codeTransformers: [
      transformerTwoslash({
        twoslashOptions: {
          compilerOptions: {
            customConditions: ['@portico/source'],
            moduleResolution: 100, // Bundler
            module: 99, // ESNext
            target: 9, // ES2022
            jsx: 4, // react-jsx
            strict: true,
            skipLibCheck: true,
            allowImportingTsExtensions: true,
            noEmit: true,
            types: ['node'],
          },
        },
      }),
    ],
  },
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/getting-started/vite' },
      { text: 'API', link: '/api/' },
      { text: 'Security', link: '/security' },
    ],
    sidebar: {
      '/api/': apiSidebar(),
      '/': [
        { text: 'Introduction', items: [{ text: 'What Portico is', link: '/guide/introduction' }] },
        {
          text: 'Getting started',
          items: [
            { text: 'Vite + React', link: '/getting-started/vite' },
            { text: 'Next.js (App Router)', link: '/getting-started/nextjs' },
          ],
        },
        {
          text: 'Connecting',
          items: [
            { text: 'Each namespace', link: '/guide/connecting' },
            { text: 'Hooks and components', link: '/guide/react' },
            { text: 'WalletConnect', link: '/guide/walletconnect' },
            { text: 'Solana', link: '/guide/solana' },
            { text: 'Bitcoin', link: '/guide/bitcoin' },
            { text: 'Polkadot and Cosmos', link: '/guide/polkadot-cosmos' },
            { text: 'Several wallets at once', link: '/guide/multi-wallet' },
            { text: 'E-mail and social logins', link: '/guide/email-and-socials' },
          ],
        },
        {
          text: 'Capabilities',
          items: [
            { text: 'Smart accounts and sponsorship', link: '/guide/smart-accounts' },
            { text: 'Sign-in (SIWX)', link: '/guide/sign-in' },
            { text: 'Pay', link: '/guide/pay' },
            { text: 'Swaps, on-ramp and names', link: '/guide/swaps-onramp-names' },
            { text: 'Names on Ethereum (ENS)', link: '/guide/ens' },
            { text: 'Real networks: prices, balances, activity', link: '/guide/real-networks' },
            { text: 'Embed the modal', link: '/guide/embed' },
            { text: 'Theming', link: '/guide/theming' },
            { text: 'Languages', link: '/guide/languages' },
            { text: 'Options', link: '/guide/options' },
            { text: 'Errors', link: '/guide/errors' },
          ],
        },
        {
          text: 'Operating',
          items: [
            { text: 'Running the server', link: '/guide/server' },
            { text: 'The security model', link: '/security' },
            { text: 'The test wallet for your e2e', link: '/guide/test-wallet' },
          ],
        },
        {
          text: 'The project',
          items: [
            { text: 'Packages', link: '/guide/packages' },
            { text: 'Architecture', link: '/architecture' },
            { text: 'Run, test, measure', link: '/guide/contributing' },
            { text: 'Releasing', link: '/guide/releasing' },
            { text: 'API reference', link: '/api/' },
          ],
        },
      ],
    },
    search: {
      provider: 'local',
      options: {
        // The local search renders every page a second time, with a Markdown renderer of its own, for the
        // text of its index: without this, that render highlighted every code block again and ran twoslash
        // on each marked block a second time (the pages' own render type-checks them). The index keeps each
        // block's code as plain text.
        _render(src, env, md) {
          md.set({ highlight: null })
          return md.render(src, env)
        },
      },
    },
  },
})
