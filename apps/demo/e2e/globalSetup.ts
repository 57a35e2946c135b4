import type { TestProject } from 'vitest/node'
import { ethereumDevnetSetUp } from './accounts'
import { serveDemo } from './serveDemo'

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string
    rpcUrls: string[]
    solanaRpcUrl: string
    solanaTokenMint: string
    serverUrl: string
    projectId: string
    restrictedProjectId: string
    singleWalletProjectId: string
    analyticsProjectId: string
    sqlitePath: string
    wcRelayUrl: string
    frameUrl: string
    mailboxUrl: string
    walletMasterKey: string
    embeddedProjectId: string
    farcasterRelayUrl: string
    farcasterProjectId: string
    bundlerUrl: string
    embeddedSocials: string[]
  }
}

/** Serves the production build of the demo on a fresh devnet for the end-to-end tests. */
export default async function setup(project: TestProject) {
  const demo = await serveDemo({
    chains: [
      { chainId: 31337, port: 0, name: 'Portico Devnet' },
      { chainId: 31338, port: 0, name: 'Portico Devnet 2' },
      // A chain the demo does not configure: the wallet can wander onto it.
      { chainId: 1337, port: 0, name: 'Stray Devnet' },
      // Mainnet-shaped (Chainlink, USDC, ENS, Uniswap v3 at their Ethereum addresses), the server configured as for Ethereum.
      { chainId: 1, port: 0, name: 'Ethereum (devnet)' },
    ],
    ethereum: ethereumDevnetSetUp,
  })
  project.provide('demoUrl', demo.demoUrl)
  project.provide('rpcUrls', demo.rpcUrls)
  project.provide('solanaRpcUrl', demo.solanaRpcUrl)
  project.provide('solanaTokenMint', demo.solanaTokenMint)
  project.provide('serverUrl', demo.serverUrl)
  project.provide('projectId', demo.projectId)
  project.provide('restrictedProjectId', demo.restrictedProjectId)
  project.provide('singleWalletProjectId', demo.singleWalletProjectId)
  project.provide('analyticsProjectId', demo.analyticsProjectId)
  project.provide('sqlitePath', demo.sqlitePath)
  project.provide('wcRelayUrl', demo.wcRelayUrl)
  project.provide('frameUrl', demo.frameUrl)
  project.provide('mailboxUrl', demo.mailboxUrl)
  project.provide('walletMasterKey', demo.walletMasterKey)
  project.provide('embeddedProjectId', demo.embeddedProjectId)
  project.provide('farcasterRelayUrl', demo.farcasterRelayUrl)
  project.provide('farcasterProjectId', demo.farcasterProjectId)
  project.provide('bundlerUrl', demo.bundlerUrl)
  project.provide('embeddedSocials', demo.embeddedSocials)
  return () => demo.stop()
}
